import Testing
import WidgetHome
import WidgetWire

/// A tap's result is one type from the host to the control socket, the CLI and the page.
@Suite struct TapResultTests {
    @Test func aPerformedIntentCrossesTheControlSocketWhole() throws {
        let opened = OpenedURL(url: "timer://open", command: ["xdg-open", "timer://open"])
        let performed = TapResult.performed(PerformedIntent(
            type: "TimerWidget.ToggleTimer", title: "Start or Stop Timer", result: .bool(true), dialog: "Started.", opened: opened))
        #expect(try TapResult(json: JSON(parsing: performed.json.serialized)) == performed)
        #expect(performed.message == "Start or Stop Timer: Started. Opened timer://open with xdg-open.")
        // Without a title or a dialog: the type's own name, and "done."
        #expect(TapResult.performed(PerformedIntent(type: "Counter.Increment")).message == "Increment: done.")
    }

    @Test func anOpenedURLAndARefusalReadAsTheySay() throws {
        let app = TapResult.opened(OpenedURL(url: "counter://again", command: ["app:counter"]))
        #expect(try TapResult(json: JSON(parsing: app.json.serialized)) == app)
        #expect(app.message == "Opened counter://again in the app that handles it.")
        let refused = OpenedURL(url: "mail://x", error: WidgetRuntimeError(.notEntitled, at: "bundle b", "may not open 'mail' URLs"))
        #expect(try OpenedURL(json: JSON(parsing: refused.json.serialized)) == refused)
        #expect(refused.message == "Did not open mail://x: may not open 'mail' URLs")
    }
}
