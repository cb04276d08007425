//
//  StoreObserver.swift
//  Jotter
//

import CoreData
import Foundation

/// Counts the saves another process makes into the store, for the views that show when it changed.
@objcMembers
final class StoreObserver: NSObject {
    static let shared = StoreObserver()

    dynamic var changes = 0

    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(storeDidChange(_:)), name: .NSPersistentStoreRemoteChange, object: nil)
    }

    @objc(storeDidChange:)
    private func storeDidChange(_ notification: Notification) {
        changes += 1
    }
}
