import CCoreDataSQLite
import Foundation

/// The functions predicates need that SQLite lacks, so that `[c]`, `[d]`, `LIKE` and `MATCHES`
/// are answered in SQL with the same results as in memory (``PredicateEvaluation``):
/// `cd_fold(text, flags)` folds case (1) and diacritics (2) for all of Unicode,
/// `cd_like(text, pattern, flags)` is LIKE's `*`/`?` match, `cd_matches(text, pattern, flags)` a regular expression.
enum SQLiteFunctions {
    static func register(on handle: OpaquePointer?) {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC
        sqlite3_create_function_v2(handle, "cd_fold", 2, flags, nil, { context, _, arguments in
            guard let arguments, let text = SQLiteFunctions.text(arguments[0]) else { return sqlite3_result_null(context) }
            let folded = SQLiteFunctions.fold(text, Int(sqlite3_value_int(arguments[1])))
            sqlite3_result_text(context, folded, -1, coredata_sqlite_transient())
        }, nil, nil, nil)
        sqlite3_create_function_v2(handle, "cd_like", 3, flags, nil, { context, _, arguments in
            guard let arguments, let text = SQLiteFunctions.text(arguments[0]), let pattern = SQLiteFunctions.text(arguments[1]) else {
                return sqlite3_result_null(context)
            }
            let options = Int(sqlite3_value_int(arguments[2]))
            let matched = PredicateEvaluation.wildcard(SQLiteFunctions.fold(text, options)[...], SQLiteFunctions.fold(pattern, options)[...])
            sqlite3_result_int(context, matched ? 1 : 0)
        }, nil, nil, nil)
        sqlite3_create_function_v2(handle, "cd_matches", 3, flags, nil, { context, _, arguments in
            guard let arguments, let text = SQLiteFunctions.text(arguments[0]), let pattern = SQLiteFunctions.text(arguments[1]) else {
                return sqlite3_result_null(context)
            }
            var comparison = PredicateTree.Comparison(modifier: .direct, left: .constant(nil), op: .matches, right: .constant(nil))
            comparison.caseInsensitive = sqlite3_value_int(arguments[2]) & 1 != 0
            sqlite3_result_int(context, PredicateEvaluation.test(comparison, text, pattern) ? 1 : 0)
        }, nil, nil, nil)
    }

    static func text(_ value: OpaquePointer?) -> String? {
        guard sqlite3_value_type(value) != SQLITE_NULL, let bytes = sqlite3_value_text(value) else { return nil }
        return String(cString: bytes)
    }

    static func fold(_ text: String, _ flags: Int) -> String {
        var options: String.CompareOptions = []
        if flags & 1 != 0 { options.insert(.caseInsensitive) }
        if flags & 2 != 0 { options.insert(.diacriticInsensitive) }
        return options.isEmpty ? text : text.folding(options: options, locale: nil)
    }
}
