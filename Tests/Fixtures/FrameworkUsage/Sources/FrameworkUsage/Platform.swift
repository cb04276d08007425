import AVFoundation
import AuthenticationServices
import EventKit
import SafariServices
import TipKit
import WatchConnectivity
import WebKit

/// The rest of the app's platform code, as it calls it.
enum Platform {
    static func watchIsReachable() -> Bool {
        guard WCSession.isSupported() else { return false }
        let session = WCSession.default
        session.activate()
        return session.isReachable
    }

    static func calendarAccess() async -> Bool {
        let store = EKEventStore()
        return (try? await store.requestFullAccessToEvents()) ?? false
    }

    static func speak(_ text: String) {
        let utterance = AVSpeechUtterance(string: text)
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        AVSpeechSynthesizer().speak(utterance)
    }

    static func playSound(named name: String) -> Bool {
        guard let url = Bundle.main.url(forResource: name, withExtension: "mp3") else { return false }
        return (try? AVAudioPlayer(contentsOf: url))?.play() ?? false
    }

    static func appleIDRequest() -> ASAuthorizationAppleIDRequest {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.fullName, .email]
        return request
    }

    static func browser(for url: URL) -> SFSafariViewController { SFSafariViewController(url: url) }

    static func webView(loading url: URL) -> WKWebView {
        let view = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        view.load(URLRequest(url: url))
        return view
    }
}

/// A tip, as apps declare them.
struct FavoriteTip: Tip {
    static let favoriteAdded = Event(id: "favoriteAdded")
    var title: Text { Text("Save as favorite") }
    var message: Text? { Text("Your favorites show in the widget.") }
    var rules: [Rule] { [#Rule(Self.favoriteAdded) { $0.donations.count < 3 }] }
    var options: [any Option] {
        MaxDisplayCount(2)
        IgnoresDisplayFrequency(true)
    }
}
