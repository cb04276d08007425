// `import AVFoundation` in code written for Apple's platforms: the players and the speech synthesizer,
// which build and play nothing here (logged once); `AVAudioPlayer(contentsOf:)` throws for a file
// that does not exist, as Apple's does. As on Apple's platforms, importing it brings Foundation.
@_exported import Foundation
import FrameworkStandIns

func sayNoPlayback(_ what: String) {
    StandInLog.once("AVFoundation", "\(what) plays nothing: there is no audio or video playback on Linux here")
}

/// A time as a value over a timescale.
public struct CMTime: Hashable, Sendable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }
    public init(seconds: Double, preferredTimescale: Int32) { self.init(value: Int64(seconds * Double(preferredTimescale)), timescale: preferredTimescale) }
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0)
}

/// A media file or stream.
open class AVAsset: NSObject, @unchecked Sendable {}

/// A media file or stream at a URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public let url: URL
    public init(url URL: URL, options: [String: Any]? = nil) { url = URL }
}

/// What a player plays.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    public let asset: AVAsset
    public init(asset: AVAsset) { self.asset = asset }
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }
    open var duration: CMTime { .invalid }
}

/// A media player; plays nothing here.
open class AVPlayer: NSObject, @unchecked Sendable {
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }

    open private(set) var currentItem: AVPlayerItem?
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    open var timeControlStatus: TimeControlStatus { .paused }
    open var status: Status { .failed }

    public override init() {}
    public init(url URL: URL) { currentItem = AVPlayerItem(url: URL) }
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    open func play() { sayNoPlayback("AVPlayer") }
    open func pause() {}
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    open func currentTime() -> CMTime { .zero }
    open func seek(to time: CMTime) {}
}

/// A sound from a file or data; plays nothing here (`play()` is false).
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    public let url: URL?
    public let data: Data?
    open var volume: Float = 1
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var isPlaying: Bool { false }
    open var duration: TimeInterval { 0 }

    /// Throws `CocoaError(.fileReadNoSuchFile)` for a file that is not there.
    public init(contentsOf url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path]) }
        self.url = url
        data = nil
    }

    public init(data: Data) throws {
        url = nil
        self.data = data
    }

    @discardableResult open func prepareToPlay() -> Bool { true }
    @discardableResult open func play() -> Bool {
        sayNoPlayback("AVAudioPlayer")
        return false
    }
    open func pause() {}
    open func stop() {}
}

/// The app's audio session: activating it does nothing here.
open class AVAudioSession: NSObject, @unchecked Sendable {
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    }
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    }
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = Self(rawValue: 1)
        public static let duckOthers = Self(rawValue: 2)
    }
    /// The app's session.
    public class func sharedInstance() -> AVAudioSession { shared }
    private static let shared = AVAudioSession()
    open private(set) var category: Category = .soloAmbient
    open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws { self.category = category }
    open func setActive(_ active: Bool, options: Int = 0) throws {}
}

/// Text to speak.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    public let speechString: String
    open var rate: Float = 0.5
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    open var voice: AVSpeechSynthesisVoice?
    public init(string: String) { speechString = string }
}

/// A voice to speak with.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    public let language: String
    public init?(language: String?) { self.language = language ?? "en-US" }
    open class func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
}

/// Speaks text; says nothing here.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    public enum Boundary: Int, Sendable { case immediate, word }
    open var isSpeaking: Bool { false }
    open var isPaused: Bool { false }
    public override init() {}
    open func speak(_ utterance: AVSpeechUtterance) { sayNoPlayback("AVSpeechSynthesizer") }
    @discardableResult open func stopSpeaking(at boundary: Boundary) -> Bool { false }
    @discardableResult open func pauseSpeaking(at boundary: Boundary) -> Bool { false }
}
