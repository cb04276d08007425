//
//  Note.swift
//
//  The Note entity's code generation is "Manual/None": its class and properties are written by hand.
//

import CoreData
import Foundation

public class Note: NSManagedObject {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Note> {
        return NSFetchRequest<Note>(entityName: "Note")
    }

    @NSManaged public var text: String?
    @NSManaged public var mainIssueCount: Int32
    /// The issue the note belongs to (a name sharing a word with its type, as Swift's mangling reuses).
    @NSManaged public var parentIssue: Issue?
}

extension Note {
    /// A note saying how urgent its issue is.
    public var summary: String { "\(parentIssue?.title ?? "no issue"): \(text ?? "")" }
}
