//
//  Mode.swift
//  
//
//  Created by Oliver Binns on 16/12/2021.
//
import Foundation

public enum Mode: String, Decodable {
    case walking
    case tube
    case overground
    case bus
    case nationalRail = "national-rail"
    case crossrail = "elizabeth-line"
}
