// `import Intents` in widget code written before App Intents: the SDK's `INIntent`,
// `IntentTimelineProvider` and `IntentConfiguration`, with the rest of the SDK.
@_exported import WidgetKit
