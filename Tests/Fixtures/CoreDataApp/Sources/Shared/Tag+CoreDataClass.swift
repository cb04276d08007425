//
//  Tag+CoreDataClass.swift
//
//  The Tag entity's code generation is "Category/Extension": Xcode writes its properties, the app
//  writes the class.
//

import CoreData
import Foundation

public class Tag: NSManagedObject {
    /// The tag's name, or a placeholder.
    public var displayName: String { name ?? "untitled" }
}
