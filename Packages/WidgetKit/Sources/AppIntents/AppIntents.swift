// `import AppIntents` in code written for Apple's platforms brings in this SDK, which has AppIntents's names.
@_exported import WidgetKit
