// `import SafariServices` in code written for Apple's platforms: `SFSafariViewController`, which
// builds and shows nothing (there are no view controllers here); open links with SwiftUI's `Link`
// or `openURL` instead. As on Apple's platforms, importing it brings Foundation.
@_exported import Foundation
import FrameworkStandIns

/// A browser sheet for a page: shows nothing here (logged once when made).
open class SFSafariViewController: NSObject, @unchecked Sendable {
    /// How the sheet looks.
    open class Configuration: NSObject, @unchecked Sendable {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public override init() {}
    }

    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

    public let url: URL
    open var preferredBarTintColor: AnyObject?
    open var preferredControlTintColor: AnyObject?
    open var dismissButtonStyle = DismissButtonStyle.done
    open weak var delegate: SFSafariViewControllerDelegate?

    public init(url URL: URL, configuration: Configuration = Configuration()) {
        url = URL
        StandInLog.once("SafariServices", "SFSafariViewController is not on Linux: it shows nothing; open links with Link or openURL")
    }
}

/// What the sheet tells the app.
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}
