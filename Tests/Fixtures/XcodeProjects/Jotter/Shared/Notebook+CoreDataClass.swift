//
//  Notebook+CoreDataClass.swift
//  Jotter
//

import CoreData
import Foundation

@objc(Notebook)
public class Notebook: NSManagedObject {
    var displayTitle: String { title ?? "Notebook" }
}
