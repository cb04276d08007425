import CoreData
import Foundation

/// A `#Predicate` as a SQL condition on a model's table, when every part of it has one: `&&`, `||`
/// and `!` of a Bool property of the model, and of comparisons between a property (a number, a date,
/// a Bool, a UUID; a String for equality) and a value. The store's rows are narrowed with it; the
/// predicate is still evaluated on the models made of them, so a predicate without one is exact too.
struct PredicateSQL {
    let condition: String
    let arguments: [SQLValue]

    static func of<T: PersistentModel>(_ predicate: Predicate<T>, entity: Entity) -> PredicateSQL? {
        let context = Context(entity: entity, variable: predicate.variable.key)
        return (predicate.expression as? any SQLCondition)?.condition(context)
    }

    struct Context {
        let entity: Entity
        let variable: PredicateExpressions.VariableID
    }
}

/// A predicate expression with a SQL condition.
protocol SQLCondition {
    func condition(_ context: PredicateSQL.Context) -> PredicateSQL?
}

/// A predicate expression that reads a property of the predicate's model.
protocol SQLColumnReference {
    func property(_ context: PredicateSQL.Context) -> Entity.Property?
}

/// A predicate expression that is a value.
protocol SQLConstant {
    var constant: Any { get }
}

extension PredicateExpressions.KeyPath: SQLColumnReference {
    func property(_ context: PredicateSQL.Context) -> Entity.Property? {
        guard let variable = root as? any VariableKey, variable.variableKey == context.variable else { return nil }
        return context.entity.properties.first { $0.metadata.keypath == keyPath }
    }
}

extension PredicateExpressions.KeyPath: SQLCondition where Output == Bool {
    func condition(_ context: PredicateSQL.Context) -> PredicateSQL? {
        guard let property = property(context), case .column = property.metadata.storage else { return nil }
        return PredicateSQL(condition: "(\(property.column) IS 1)", arguments: [])
    }
}

protocol VariableKey {
    var variableKey: PredicateExpressions.VariableID { get }
}

extension PredicateExpressions.Variable: VariableKey {
    var variableKey: PredicateExpressions.VariableID { key }
}

extension PredicateExpressions.Value: SQLConstant {
    var constant: Any { value }
}

extension PredicateExpressions.Conjunction: SQLCondition {
    func condition(_ context: PredicateSQL.Context) -> PredicateSQL? {
        guard let left = (lhs as? any SQLCondition)?.condition(context), let right = (rhs as? any SQLCondition)?.condition(context) else { return nil }
        return PredicateSQL(condition: "(\(left.condition) AND \(right.condition))", arguments: left.arguments + right.arguments)
    }
}

extension PredicateExpressions.Disjunction: SQLCondition {
    func condition(_ context: PredicateSQL.Context) -> PredicateSQL? {
        guard let left = (lhs as? any SQLCondition)?.condition(context), let right = (rhs as? any SQLCondition)?.condition(context) else { return nil }
        return PredicateSQL(condition: "(\(left.condition) OR \(right.condition))", arguments: left.arguments + right.arguments)
    }
}

extension PredicateExpressions.Negation: SQLCondition {
    func condition(_ context: PredicateSQL.Context) -> PredicateSQL? {
        guard let inner = (wrapped as? any SQLCondition)?.condition(context) else { return nil }
        return PredicateSQL(condition: "(NOT \(inner.condition))", arguments: inner.arguments)
    }
}

extension PredicateExpressions.Equal: SQLCondition {
    func condition(_ context: PredicateSQL.Context) -> PredicateSQL? { comparison(lhs, rhs, "IS", context) }
}

extension PredicateExpressions.NotEqual: SQLCondition {
    func condition(_ context: PredicateSQL.Context) -> PredicateSQL? { comparison(lhs, rhs, "IS NOT", context) }
}

extension PredicateExpressions.Comparison: SQLCondition {
    func condition(_ context: PredicateSQL.Context) -> PredicateSQL? {
        let operators: [(PredicateExpressions.ComparisonOperator, String, String)] = [
            (.lessThan, "<", ">"), (.lessThanOrEqual, "<=", ">="), (.greaterThan, ">", "<"), (.greaterThanOrEqual, ">=", "<="),
        ]
        guard let (_, forward, _) = operators.first(where: { $0.0 == op }) else { return nil }
        return comparison(lhs, rhs, forward, context, ordered: true)
    }
}

/// `column OP ?` for a property and a value on either side; nil for anything else, for a String's
/// order and for a String that is not ASCII (Swift compares Unicode canonically, SQLite by bytes),
/// and for values that are not of the property's kind.
private func comparison(_ lhs: Any, _ rhs: Any, _ sqlOperator: String, _ context: PredicateSQL.Context, ordered: Bool = false) -> PredicateSQL? {
    var property: Entity.Property?
    var constant: Any?
    var operatorText = sqlOperator
    if let column = lhs as? any SQLColumnReference, let value = rhs as? any SQLConstant {
        property = column.property(context)
        constant = value.constant
    } else if let column = rhs as? any SQLColumnReference, let value = lhs as? any SQLConstant {
        property = column.property(context)
        constant = value.constant
        let mirrored = ["<": ">", "<=": ">=", ">": "<", ">=": "<="]
        operatorText = mirrored[sqlOperator] ?? sqlOperator
    }
    guard let property, let constant, case .column(let codec) = property.metadata.storage else { return nil }
    guard let encoded = try? codec.encode(constant) else { return nil }
    switch encoded {
    case .integer, .real: break
    case .text(let text) where !ordered && (constant is String || constant is String?) && text.utf8.allSatisfy({ $0 < 0x80 }): break
    case .text where constant is UUID || constant is UUID?: break
    case .null where !ordered: break
    default: return nil
    }
    if ordered && codec.sqlType != "INTEGER" && codec.sqlType != "REAL" { return nil }
    return PredicateSQL(condition: "(\(property.column) \(operatorText) ?)", arguments: [encoded])
}
