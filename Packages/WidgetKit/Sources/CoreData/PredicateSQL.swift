import Foundation

/// A predicate as a SQL condition on the entity's table (alias `t`), where SQL can say it: attributes,
/// to-one key paths (`project.name`, a subquery), to-many ones under ANY/ALL/NONE and `@count`
/// (EXISTS and COUNT subqueries), objects compared by row. What it cannot say (a block, a Decimal
/// attribute, an object not yet saved) is left to ``PredicateEvaluation`` in memory.
struct PredicateSQL {
    struct Untranslatable: Error {}

    private(set) var arguments: [SQLValue] = []
    private var aliases = 0

    /// The condition and its arguments, or nil when the predicate must be evaluated in memory.
    static func translate(_ tree: PredicateTree, entity: NSEntityDescription) -> (sql: String, arguments: [SQLValue])? {
        var translator = PredicateSQL()
        guard let sql = try? translator.condition(tree, alias: "t", entity: entity) else { return nil }
        return (sql, translator.arguments)
    }

    /// An ORDER BY clause for sort descriptors, or nil when one of them cannot be said in SQL.
    static func order(_ descriptors: [NSSortDescriptor], entity: NSEntityDescription) -> (sql: String, arguments: [SQLValue])? {
        var translator = PredicateSQL()
        var terms: [String] = []
        for descriptor in descriptors {
            guard let key = descriptor.key, case .scalar(let expression, let type)? = try? translator.resolve(key.split(separator: ".").map(String.init), alias: "t", entity: entity),
                type != .decimalAttributeType
            else { return nil }
            let term = descriptor.caseInsensitive ? "cd_fold(\(expression), 1)" : expression
            terms.append(term + (descriptor.ascending ? " ASC" : " DESC"))
        }
        terms.append("t.Z_PK ASC")
        return (terms.joined(separator: ", "), translator.arguments)
    }

    private mutating func newAlias() -> String {
        aliases += 1
        return "a\(aliases)"
    }

    private mutating func condition(_ tree: PredicateTree, alias: String, entity: NSEntityDescription) throws -> String {
        switch tree {
        case .constant(let value): return value ? "1" : "0"
        case .not(let inner): return "NOT COALESCE((\(try condition(inner, alias: alias, entity: entity))), 0)"
        case .and(let parts): return try parts.map { "(\(try condition($0, alias: alias, entity: entity)))" }.joined(separator: " AND ")
        case .or(let parts): return try parts.map { "(\(try condition($0, alias: alias, entity: entity)))" }.joined(separator: " OR ")
        case .block: throw Untranslatable()
        case .comparison(let comparison): return try self.comparison(comparison, alias: alias, entity: entity)
        }
    }

    enum Resolved {
        /// A value: an attribute's column (the type), or a to-one relationship's row (nil type).
        case scalar(String, NSAttributeType?)
        /// Values reached through a to-many relationship.
        case toMany(NSRelationshipDescription, owner: String, rest: [String])
    }

    /// The SQL for a key path from `alias`'s row.
    mutating func resolve(_ components: [String], alias: String, entity: NSEntityDescription) throws -> Resolved {
        guard let first = components.first else { throw Untranslatable() }
        let rest = Array(components.dropFirst())
        if let attribute = entity.attributesByName[first], rest.isEmpty, !attribute.isTransient {
            return .scalar("\(alias).\(SQLiteSchema.column(attribute))", attribute.attributeType)
        }
        guard let relationship = entity.relationshipsByName[first], let destination = relationship.destinationEntity else { throw Untranslatable() }
        if relationship.isToMany {
            if rest == ["@count"] {
                let element = newAlias()
                return .scalar("(SELECT COUNT(*) \(link(relationship, owner: alias, element: element)))", .integer64AttributeType)
            }
            return .toMany(relationship, owner: alias, rest: rest)
        }
        let foreignKey = "\(alias).\(SQLiteSchema.column(relationship))"
        if rest.isEmpty { return .scalar(foreignKey, nil) }
        let inner = newAlias()
        guard case .scalar(let expression, let type) = try resolve(rest, alias: inner, entity: destination) else { throw Untranslatable() }
        return .scalar("(SELECT \(expression) FROM \(SQLiteSchema.table(destination)) \(inner) WHERE \(inner).Z_PK = \(foreignKey))", type)
    }

    /// `FROM … WHERE …` reaching the elements of a to-many relationship of `owner`'s row, as `element`.
    private func link(_ relationship: NSRelationshipDescription, owner: String, element: String) -> String {
        let destination = relationship.destinationEntity!
        switch SQLiteSchema.storage(of: relationship) {
        case .inverseForeignKey(let inverse):
            return "FROM \(SQLiteSchema.table(destination)) \(element) WHERE \(element).\(SQLiteSchema.column(inverse)) = \(owner).Z_PK"
        case .joinTable(let table, let mine, let other):
            return "FROM \(SQLiteSchema.table(destination)) \(element) JOIN \(table) \(element)j ON \(element)j.\(other) = \(element).Z_PK WHERE \(element)j.\(mine) = \(owner).Z_PK"
        case .foreignKey:
            return "FROM \(SQLiteSchema.table(destination)) \(element) WHERE 0"
        }
    }

    private mutating func comparison(_ comparison: PredicateTree.Comparison, alias: String, entity: NSEntityDescription) throws -> String {
        // `%@ IN tags`: membership of an object in a to-many relationship.
        if case .constant(let value) = comparison.left, comparison.op == .in, case .keyPath(let path) = comparison.right,
            case .toMany(let relationship, let owner, let rest) = try resolve(path.split(separator: ".").map(String.init), alias: alias, entity: entity), rest.isEmpty
        {
            let element = newAlias()
            return "EXISTS (SELECT 1 \(link(relationship, owner: owner, element: element)) AND \(element).Z_PK = \(try objectKey(value)))"
        }
        guard case .keyPath(let path) = comparison.left else { throw Untranslatable() }
        let resolved = try resolve(path.split(separator: ".").map(String.init), alias: alias, entity: entity)
        switch resolved {
        case .scalar(let expression, let type):
            guard comparison.modifier == .direct || comparison.modifier == .any else { throw Untranslatable() }
            return try test(expression, type: type, comparison)
        case .toMany(let relationship, let owner, let rest):
            let element = newAlias()
            let inner: String
            if rest.isEmpty {
                // Elements compared as objects: `tags CONTAINS %@`, `ANY tags == %@`.
                guard case .constant(let value) = comparison.right else { throw Untranslatable() }
                switch comparison.op {
                case .contains, .equal: inner = "\(element).Z_PK = \(try objectKey(value))"
                case .in:
                    let keys = try (KeyPaths.collection(value) ?? []).map(objectKey)
                    inner = keys.isEmpty ? "0" : "\(element).Z_PK IN (\(keys.joined(separator: ", ")))"
                default: throw Untranslatable()
                }
            } else {
                guard let destination = relationship.destinationEntity, case .scalar(let expression, let type) = try resolve(rest, alias: element, entity: destination) else {
                    throw Untranslatable()
                }
                inner = try test(expression, type: type, comparison)
            }
            let subquery = "SELECT 1 \(link(relationship, owner: owner, element: element))"
            switch comparison.modifier {
            case .all: return "NOT EXISTS (\(subquery) AND NOT COALESCE((\(inner)), 0))"
            case .none: return "NOT EXISTS (\(subquery) AND (\(inner)))"
            case .any, .direct: return "EXISTS (\(subquery) AND (\(inner)))"
            }
        }
    }

    /// An object's row, as a SQL literal; an object not yet saved cannot be found in SQL.
    private func objectKey(_ value: Any?) throws -> String {
        switch value {
        case let object as NSManagedObject where !object.objectID.isTemporaryID: return String(object.objectID.primaryKey)
        case let id as NSManagedObjectID where !id.isTemporaryID: return String(id.primaryKey)
        default: throw Untranslatable()
        }
    }

    private mutating func bind(_ value: Any?, _ type: NSAttributeType?) throws -> String {
        guard let type else {
            arguments.append(.integer(Int64(try objectKey(value))!))
            return "?"
        }
        if type == .decimalAttributeType || type == .transformableAttributeType { throw Untranslatable() }
        // A string compared with a number column stays a number, as Core Data converts it.
        arguments.append(ManagedValues.sql(value, as: type))
        return "?"
    }

    /// One comparison of a value expression with the right-hand side.
    private mutating func test(_ lhs: String, type: NSAttributeType?, _ comparison: PredicateTree.Comparison) throws -> String {
        let flags = (comparison.caseInsensitive ? 1 : 0) | (comparison.diacriticInsensitive ? 2 : 0)
        if type == .decimalAttributeType || type == .transformableAttributeType { throw Untranslatable() }
        let folded: (String) -> String = { flags == 0 ? $0 : "cd_fold(\($0), \(flags))" }
        let right: Any?
        switch comparison.right {
        case .constant(let value): right = value
        case .list(let items):
            right = try items.map { item -> Any? in
                guard case .constant(let value) = item else { throw Untranslatable() }
                return value
            } as [Any?]
        default: throw Untranslatable()
        }
        let isString = type == .stringAttributeType || type == .uuidAttributeType || type == .uriAttributeType
        switch comparison.op {
        case .equal, .notEqual:
            if right == nil { return comparison.op == .equal ? "\(lhs) IS NULL" : "\(lhs) IS NOT NULL" }
            if type == nil, !(right is NSManagedObject || right is NSManagedObjectID) { throw Untranslatable() }
            let placeholder = try bind(right, type)
            let sqlOperator = comparison.op == .equal ? "IS" : "IS NOT"
            return isString ? "\(folded(lhs)) \(sqlOperator) \(folded(placeholder))" : "\(lhs) \(sqlOperator) \(placeholder)"
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard right != nil, type != nil else { return "0" }
            let placeholder = try bind(right, type)
            return isString ? "\(folded(lhs)) \(comparison.op.rawValue) \(folded(placeholder))" : "\(lhs) \(comparison.op.rawValue) \(placeholder)"
        case .between:
            guard let bounds = right as? [Any?], bounds.count == 2, type != nil else { throw Untranslatable() }
            let low = try bind(bounds[0], type)
            let high = try bind(bounds[1], type)
            return isString ? "\(folded(lhs)) BETWEEN \(folded(low)) AND \(folded(high))" : "\(lhs) BETWEEN \(low) AND \(high)"
        case .in:
            guard let items = (right as? [Any?]) ?? KeyPaths.collection(right).map({ $0.map { Optional($0) } }) else { throw Untranslatable() }
            if items.isEmpty { return "0" }
            let placeholders = try items.map { isString ? folded(try bind($0, type)) : try bind($0, type) }
            return "\(isString ? folded(lhs) : lhs) IN (\(placeholders.joined(separator: ", ")))"
        case .contains, .beginsWith, .endsWith, .like, .matches:
            guard isString, let text = right as? String else { throw Untranslatable() }
            arguments.append(.text(text))
            let value = folded(lhs)
            let pattern = folded("?")
            switch comparison.op {
            case .contains: return "instr(\(value), \(pattern)) > 0"
            case .beginsWith: return "substr(\(value), 1, length(\(pattern))) = \(pattern)".replacingFirstPlaceholderOnly(arguments: &arguments, text: text)
            case .endsWith: return "substr(\(value), length(\(value)) - length(\(pattern)) + 1) = \(pattern)".replacingFirstPlaceholderOnly(arguments: &arguments, text: text)
            case .like: return "cd_like(\(lhs), ?, \(flags))"
            default: return "cd_matches(\(lhs), ?, \(flags))"
            }
        }
    }
}

extension String {
    /// The clause uses its pattern placeholder more than once: one argument more per extra use.
    fileprivate func replacingFirstPlaceholderOnly(arguments: inout [SQLValue], text: String) -> String {
        let uses = components(separatedBy: "?").count - 1
        for _ in 1..<max(uses, 1) { arguments.append(.text(text)) }
        return self
    }
}
