import Foundation
import Testing
import WidgetWire

@testable import WidgetDeclarative

/// The grammar of C prototypes, and the checks a declarative manifest passes before anything is called.
@Suite struct SignatureTests {
    @Test func prototypesReadAsCWritesThem() throws {
        let load = try CSignature(parsing: "int32 getloadavg(double loadavg[3], int32 count)")
        #expect(load.name == "getloadavg" && load.result == .scalar(.int32))
        #expect(load.parameters == [.array(.double, count: 3), .scalar(.int32)])
        #expect(load.inputs == [.scalar(.int32)])
        #expect(try CSignature(parsing: "long sysconf(int)").parameters == [.scalar(.int32)])
        #expect(try CSignature(parsing: "void tally_reset(void)").parameters == [])
        #expect(try CSignature(parsing: "char *greet(const char *name, size_t length)").parameters == [.string, .scalar(.uint64)])
        #expect(try CSignature(parsing: "const char*name(void)").result == .string)
        #expect(try CSignature(parsing: "bool  ready ( )").result == .scalar(.bool))
    }

    @Test(arguments: [
        ("int16 f(void)", "unknown result type 'int16'"),
        ("int32 f(int16 x)", "unknown parameter type 'int16'"),
        ("int32 getloadavg(double[], int32)", "has no size"),
        ("int32 f(double[0])", "has size '0'"),
        ("double *f(void)", "a pointer the grammar lacks"),
        ("struct tm *f(void)", "a pointer the grammar lacks"),
        ("int32 f(char *buffer)", "'char *' the function could write into"),
        ("int32 f(double[2], int32[2])", "more than one array"),
        ("int32 f(const char *[2])", "array of const char *"),
        ("int32 (void)", "names no function"),
        ("getloadavg", "is not a C prototype"),
        ("int32 f(int32,)", "parameter 2"),
    ])
    func aPrototypeTheGrammarLacksIsRefusedSayingWhy(_ prototype: String, _ problem: String) {
        #expect(throws: SignatureError.self) { try CSignature(parsing: prototype) }
        do {
            _ = try CSignature(parsing: prototype)
        } catch {
            #expect(error.problem.contains(problem), "\(prototype): \(error.problem)")
            #expect(!error.fix.isEmpty)
        }
    }

    @Test func formatsAreOneSafeConversion() throws {
        #expect(try Format(parsing: "%.2f").string(.real(1.2345)) == "1.23")
        #expect(try Format(parsing: "%d").string(.real(2.7)) == "2")
        #expect(try Format(parsing: "%5.1f").string(.integer(3)) == "  3.0")
        #expect(try Format(parsing: "%x").string(.integer(255)) == "ff")
        #expect(try Format(parsing: "%+d").string(.integer(-4)) == "-4")
        #expect(try Format(parsing: "%s").string(.text("hi")) == "hi")
        #expect(try Format(parsing: "%.0f").string(.real(1e300)).count == 301)
        for refused in ["%n", "%d%d", "%", "%ld", "%s and %s", "x%d", "%99d", "%.2", "%p", "%*d"] {
            #expect(throws: SignatureError.self, "\(refused)") { try Format(parsing: refused) }
        }
    }
}

@Suite struct DeclarativeSpecTests {
    /// A section with a loadavg source, a tally action, and one widget whose view is `view`.
    static func section(view: String, sources: String? = nil, configuration: String = "null") -> String {
        """
        {"sources": \(sources ?? #"{"load": {"library": "libc.so.6", "function": "int32 getloadavg(double[3], int32)", "arguments": [3]}, "cpus": {"library": "libc.so.6", "function": "int64 sysconf(int32)", "arguments": [84]}}"#),
         "actions": {"add": {"library": "libc.so.6", "function": "int64 labs(int64)", "arguments": ["{config.step}"]}},
         "widgets": [{"kind": "Load", "configuration": \(configuration), "view": \(view)}]}
        """
    }

    static func spec(_ text: String) throws -> DeclarativeSpec {
        try DeclarativeSpec(json: JSON(parsing: text))
    }

    /// The error a section is refused with.
    static func refusal(_ text: String) -> DeclarativeError? {
        do {
            _ = try spec(text)
            return nil
        } catch let error as DeclarativeError {
            return error
        } catch {
            Issue.record("not a DeclarativeError: \(error)")
            return nil
        }
    }

    @Test func aGoodSectionReadsWithTheSourcesItsViewUses() throws {
        let spec = try Self.spec(Self.section(view: #"{"type": "text", "text": "{load[0]:%.2f} on {cpus}"}"#))
        #expect(spec.widgets[0].sources == ["load", "cpus"])
        #expect(spec.libraries == ["libc.so.6"])
        #expect(spec.widgets[0].refresh == .after(interval: 60))
        #expect(spec.widgets[0].families == [.systemSmall, .systemMedium])
        let sparse = try Self.spec(Self.section(view: #"{"type": "text", "text": "{cpus}"}"#))
        #expect(sparse.widgets[0].sources == ["cpus"])
    }

    @Test(arguments: [
        // Each refusal: the view, the field named, and what the message says.
        (#"{"type": "text", "text": "{loads[0]}"}"#, "declarative.widgets[0].view.runs[0].text", "no source is named 'loads'"),
        (#"{"type": "text", "text": "{load[3]}"}"#, "declarative.widgets[0].view.runs[0].text", "array has 3 elements"),
        (#"{"type": "text", "text": "{cpus[0]}"}"#, "declarative.widgets[0].view.runs[0].text", "fills no array"),
        (#"{"type": "text", "text": "{load[0]:%n}"}"#, "declarative.widgets[0].view.runs[0].text", "not a conversion"),
        (#"{"type": "text", "text": "{load[0]"}"#, "declarative.widgets[0].view.runs[0].text", "without its '}'"),
        (#"{"type": "text", "text": "{config.city}"}"#, "declarative.widgets[0].view.runs[0].text", "no parameter 'city'"),
        (#"{"type": "button", "action": "multiply", "label": "x"}"#, "declarative.widgets[0].view.action", "names no declared action"),
        (#"{"type": "gauge", "value": 1}"#, "declarative.widgets[0].view", "unknown view type 'gauge'"),
        (#"{"type": "progress", "value": "{load[0]:%.2f}"}"#, "declarative.widgets[0].view", "should be a number"),
        (#"{"text": "no type"}"#, "declarative.widgets[0].view", "is not a view"),
    ])
    func aViewThatCannotWorkIsRefusedNamingItsField(_ view: String, _ field: String, _ problem: String) {
        let error = Self.refusal(Self.section(view: view))
        #expect(error?.field == field, "\(error.map(String.init(describing:)) ?? "accepted")")
        #expect(error?.problem.contains(problem) == true, "\(error?.problem ?? "accepted")")
    }

    @Test func functionsAreCheckedAgainstTheirPrototypes() {
        func sources(_ load: String) -> String { #"{"load": \#(load)}"# }
        let view = #"{"type": "text", "text": "{load}"}"#
        let arity = Self.refusal(Self.section(
            view: view, sources: sources(#"{"library": "libc.so.6", "function": "int32 getloadavg(double[3], int32)", "arguments": [3, 4]}"#)))
        #expect(arity?.field == "declarative.sources.load.arguments" && arity?.problem.contains("takes 1") == true, "\(String(describing: arity))")
        let range = Self.refusal(Self.section(
            view: view, sources: sources(#"{"library": "libc.so.6", "function": "int32 abs(int32)", "arguments": [3000000000]}"#)))
        #expect(range?.field == "declarative.sources.load.arguments[0]" && range?.problem.contains("not a int32") == true)
        let type = Self.refusal(Self.section(view: view, sources: sources(#"{"library": "libc.so.6", "function": "int16 abs(int16)"}"#)))
        #expect(type?.field == "declarative.sources.load.function" && type?.problem.contains("unknown result type 'int16'") == true)
        let folder = Self.refusal(Self.section(view: view, sources: sources(#"{"library": "/lib/libc.so.6", "function": "int32 abs(int32)", "arguments": [1]}"#)))
        #expect(folder?.field == "declarative.sources.load.library")
        let free = Self.refusal(Self.section(view: view, sources: sources(#"{"library": "libc.so.6", "function": "int32 abs(int32)", "arguments": [1], "free": "free"}"#)))
        #expect(free?.field == "declarative.sources.load.free")
        let void = Self.refusal(Self.section(view: view, sources: sources(#"{"library": "libc.so.6", "function": "void sync(void)"}"#)))
        #expect(void?.problem.contains("returns nothing") == true)
        let unknown = Self.refusal(Self.section(view: view, sources: sources(#"{"library": "libc.so.6", "function": "int32 abs(int32)", "argument": [1]}"#)))
        #expect(unknown?.field == "declarative.sources.load.argument")
    }

    @Test func anActionsConfigurationMustBeTheWidgets() {
        let button = #"{"type": "button", "action": "add", "label": "+"}"#
        let missing = Self.refusal(Self.section(view: button))
        #expect(missing?.field == "declarative.actions.add.arguments" && missing?.problem.contains("{config.step}") == true)
        let configured = #"{"parameters": [{"name": "step", "type": "int", "title": "Step", "default": 1}]}"#
        #expect(Self.refusal(Self.section(view: button, configuration: configured)) == nil)
        let badDefault = #"{"parameters": [{"name": "step", "type": "int", "title": "Step", "default": "one"}]}"#
        #expect(Self.refusal(Self.section(view: button, configuration: badDefault))?.field == "declarative.widgets[0].configuration.parameters[0].default")
        let entity = #"{"parameters": [{"name": "step", "type": "entity", "title": "Step"}]}"#
        #expect(Self.refusal(Self.section(view: button, configuration: entity))?.field == "declarative.widgets[0].configuration.parameters[0].type")
    }

    @Test func aTemplateBeyondTheRenderLimitsIsRefused() {
        var deep = #"{"type": "text", "text": "{cpus}"}"#
        for _ in 0..<RenderLimits.deepestTree { deep = #"{"type": "stack", "axis": "vertical", "children": [\#(deep)]}"# }
        let tooDeep = Self.refusal(Self.section(view: deep))
        #expect(tooDeep?.problem.contains("deeper than \(RenderLimits.deepestTree) levels") == true, "\(String(describing: tooDeep))")

        let many = Array(repeating: #"{"type": "divider"}"#, count: RenderLimits.mostViews).joined(separator: ",")
        let tooMany = Self.refusal(Self.section(view: #"{"type": "stack", "axis": "vertical", "children": [\#(many)]}"#))
        #expect(tooMany?.problem.contains("larger than \(RenderLimits.mostViews) views") == true)
        #expect(tooMany?.field == "declarative.widgets[0].view.children[\(RenderLimits.mostViews - 1)]")

        let long = String(repeating: "x", count: RenderLimits.longestText + 1)
        #expect(Self.refusal(Self.section(view: #"{"type": "text", "text": "\#(long)"}"#))?.problem.contains("longer than") == true)
    }

    @Test func refreshPoliciesReadAsDocumented() throws {
        func refresh(_ json: String) throws -> RefreshSpec {
            let text = Self.section(view: #"{"type": "text", "text": "{cpus}"}"#)
                .replacingOccurrences(of: #""kind": "Load","#, with: #""kind": "Load", "refresh": \#(json),"#)
            return try Self.spec(text).widgets[0].refresh
        }
        #expect(try refresh(#"{"policy": "after", "interval": 5}"#) == .after(interval: 5))
        #expect(try refresh(#"{"policy": "atEnd", "interval": 60, "entries": 3}"#) == .atEnd(interval: 60, entries: 3))
        #expect(try refresh(#"{"policy": "never"}"#) == .never)
        #expect(throws: DeclarativeError.self) { try refresh(#"{"policy": "after"}"#) }
        #expect(throws: DeclarativeError.self) { try refresh(#"{"policy": "often", "interval": 5}"#) }
        #expect(throws: DeclarativeError.self) { try refresh(#"{"policy": "atEnd", "interval": 60, "entries": 0}"#) }
    }
}
