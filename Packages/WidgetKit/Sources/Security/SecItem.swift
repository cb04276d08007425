import Foundation

/// Adds an item to the keychain: `kSecClass` and its attributes, with its secret as `kSecValueData`.
/// `errSecDuplicateItem` if an item with the same primary key (for a generic password, its service
/// and account) is there; `result` gets what `kSecReturnData`/`kSecReturnAttributes` ask for.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let query = KeychainQuery(attributes)
    guard query.itemClass != nil, query.unusable == nil else { return errSecParam }
    var item = query.attributes
    let now = Date()
    item[kSecAttrCreationDate] = item[kSecAttrCreationDate] ?? now
    item[kSecAttrModificationDate] = item[kSecAttrModificationDate] ?? now
    if item[kSecAttrAccessible] == nil { item[kSecAttrAccessible] = kSecAttrAccessibleWhenUnlocked }
    if let data = query.data { item[kSecValueData] = data }
    do {
        let added = try KeychainFile.current.modify { items -> (Bool, changed: Bool) in
            if items.contains(where: { KeychainQuery.sameItem($0, item) }) { return (false, false) }
            items.append(item)
            return (true, true)
        }
        guard added else { return errSecDuplicateItem }
    } catch {
        return error.logged
    }
    result?.pointee = returned(item, for: query)
    return errSecSuccess
}

/// Finds the items that have every attribute the query names: the first (or with
/// `kSecMatchLimitAll`, every one, as an array) as `kSecReturnData` (`Data`) and
/// `kSecReturnAttributes` (`[String: Any]`, with the data as `kSecValueData` when both) ask.
/// `errSecItemNotFound` when none does.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let query = KeychainQuery(query)
    guard query.unusable == nil else { return errSecParam }
    let found: [[String: Any]]
    do {
        found = try KeychainFile.current.items().filter(query.matches)
    } catch {
        return error.logged
    }
    guard !found.isEmpty else { return errSecItemNotFound }
    if query.limit == 1 {
        result?.pointee = returned(found[0], for: query)
    } else {
        let all = found.prefix(query.limit).compactMap { returned($0, for: query) }
        result?.pointee = all.isEmpty ? nil : all as AnyObject
    }
    return errSecSuccess
}

/// Changes every item the query matches: the attributes given (and the secret, as `kSecValueData`).
/// `errSecItemNotFound` when none matches; `errSecDuplicateItem` when a change would make an item
/// the same as another.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    let query = KeychainQuery(query)
    let update = KeychainQuery(attributesToUpdate)
    guard query.unusable == nil, update.unusable == nil else { return errSecParam }
    do {
        return try KeychainFile.current.modify { items -> (OSStatus, changed: Bool) in
            let matching = items.indices.filter { query.matches(items[$0]) }
            guard !matching.isEmpty else { return (errSecItemNotFound, false) }
            var changed = items
            for index in matching {
                changed[index].merge(update.attributes) { $1 }
                if let data = update.data { changed[index][kSecValueData] = data }
                changed[index][kSecAttrModificationDate] = Date()
            }
            for index in matching where changed.indices.contains(where: { $0 != index && KeychainQuery.sameItem(changed[$0], changed[index]) }) {
                return (errSecDuplicateItem, false)
            }
            items = changed
            return (errSecSuccess, true)
        }
    } catch {
        return error.logged
    }
}

/// Deletes every item the query matches; `errSecItemNotFound` when none does.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    let query = KeychainQuery(query)
    guard query.unusable == nil else { return errSecParam }
    do {
        return try KeychainFile.current.modify { items -> (OSStatus, changed: Bool) in
            let before = items.count
            items.removeAll(where: query.matches)
            return items.count == before ? (errSecItemNotFound, false) : (errSecSuccess, true)
        }
    } catch {
        return error.logged
    }
}

/// What a query asks back of an item: its data, its attributes, or both in one dictionary.
private func returned(_ item: [String: Any], for query: KeychainQuery) -> AnyObject? {
    switch (query.returnsData, query.returnsAttributes) {
    case (true, false): return (item[kSecValueData] as? Data ?? Data()) as AnyObject
    case (_, true):
        var attributes = item
        if !query.returnsData { attributes[kSecValueData] = nil }
        return attributes as AnyObject
    case (false, false): return nil
    }
}
