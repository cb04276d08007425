// An app that feeds widgets sees Foundation as on Apple's platforms: key-value coding on
// `UserDefaults`, `DispatchSerialQueue` (`URLSession` is `import FoundationNetworking` on Linux).
@_exported import FoundationCompat
