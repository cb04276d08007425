// An app that feeds widgets sees Foundation as on Apple's platforms: `URLSession` and `XMLParser`
// with `import Foundation`, key-value coding on `UserDefaults`, `DispatchSerialQueue`.
@_exported import FoundationCompat
