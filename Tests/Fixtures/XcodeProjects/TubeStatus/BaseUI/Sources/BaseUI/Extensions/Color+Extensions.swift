//
//  Color.swift
//  
//
//  Created by Oliver Binns on 14/10/2021.
//
import SwiftUI

extension Color {
    public static var background = Color("Background", bundle: .module)
    public static var crossrail = Color("Crossrail", bundle: .module)
}
