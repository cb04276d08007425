// An intent's result that shows a view (a snippet) in Siri or Shortcuts. A tap here reports what the
// result says (`dialog`); the snippet view has nowhere to be shown and is not drawn.

/// A result that shows a view once performed.
public protocol ShowsSnippetView: IntentResult {}

extension IntentResultContainer: ShowsSnippetView {}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result with a snippet view; the view is not shown here.
    public static func result<Content: View>(view: Content) -> IntentResultContainer<Never> { IntentResultContainer(value: nil) }

    /// A result that says something, with a snippet view that is not shown here.
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog.text)
    }
}

extension IntentResult {
    /// A result with a value and a snippet view; the view is not shown here.
    public static func result<Value, Content: View>(value: Value, view: Content) -> IntentResultContainer<Value>
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value)
    }

    /// A result with a value, something said, and a snippet view that is not shown here.
    public static func result<Value, Content: View>(value: Value, dialog: IntentDialog, view: Content) -> IntentResultContainer<Value>
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog.text)
    }
}
