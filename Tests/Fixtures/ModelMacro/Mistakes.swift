// What `@Model` cannot make a model of, each with the error it says.
@Model struct Place {
    var name: String
}

@Model final class Pair {
    var first, second: Int
    init() { first = 0; second = 0 }
}

@Model final class Untyped {
    var count = 0
}
