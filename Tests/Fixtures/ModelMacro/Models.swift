// Members of every kind a model class holds, for `@Model` to tell the persisted ones from the rest.
import Foundation

/// A trip.
@Model
public final class Trip {
    @Attribute(.unique) public var name: String
    var start: Date = Date() // var commentedAfter: Int
    let code: String
    let fixed = 3
    private(set) var count: Int = 0 { didSet { print("set") } }
    /* var commented: Int */
    var text: String = """
        var inString: Int \(1 + "}".count)
        """
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
    @Transient var selected = false
    static var shared: Int = 0
    lazy var later: Int = 1
    var computed: Int { 5 }
    var both: Int {
        get { 1 }
        set {}
    }
    var onTap: () -> Void = {
        var inClosure = 1
        inClosure += 1
    }
    #if os(iOS)
    var iOSOnly: Int = 0
    #endif
    enum Kind { case a; var inEnum: Int { 1 } }
    func f() { var local = 1; local += 1 }
    init(name: String, code: String) { self.name = name; self.code = code }
}

/// A stop.
@Model final class Stop {
    var trip: Trip?
    var place: String; var order: Int
    init() { place = ""; order = 0 }
}
