import Foundation

/// The resource images the runtime gave the desktop, by bundle and name, kept up to
/// ``bytesPerBundle`` bytes a bundle: past it, that bundle's least recently drawn are forgotten (and
/// asked for again when a widget that shows them is next drawn anew). A name the runtime has no
/// image of is kept as such. Each name counts its image's bytes, its own, and ``bytesPerName`` more.
public struct ResourceCache {
    /// Eight of the largest images a bundle may have (1 MB each).
    public static let bytesPerBundle = 8 << 20
    public static let bytesPerName = 256

    public let bytesPerBundle: Int
    private var bundles: [String: Images] = [:]

    /// One bundle's names, and the order they were last used in: a queue of (name, use) from the
    /// least recent, where a name's older uses are skipped.
    fileprivate struct Images {
        var kept: [String: (image: Data?, use: Int)] = [:]
        var uses: [(name: String, use: Int)] = []
        var first = 0
        var nextUse = 0
        var bytes = 0

        /// Marks a kept name as used now; its image.
        mutating func use(_ name: String) -> Data? {
            nextUse += 1
            kept[name]?.use = nextUse
            uses.append((name, nextUse))
            // Older uses are skipped when met; when they are most of the queue, it is made anew.
            if uses.count > 2 * kept.count + 64 {
                uses = uses[first...].filter { kept[$0.name]?.use == $0.use }
                first = 0
            }
            return kept[name]?.image ?? nil
        }

        /// The kept name used least recently.
        mutating func leastRecent() -> String? {
            while first < uses.count {
                let (name, use) = uses[first]
                first += 1
                if kept[name]?.use == use { return name }
            }
            return nil
        }

        mutating func remove(_ name: String) {
            guard let old = kept.removeValue(forKey: name) else { return }
            bytes -= ResourceCache.cost(of: old.image, named: name)
        }
    }

    public init(bytesPerBundle: Int = ResourceCache.bytesPerBundle) { self.bytesPerBundle = bytesPerBundle }

    /// Of `names`, those not kept for `bundle`: to ask the runtime for.
    public func missing(_ names: Set<String>, of bundle: String) -> Set<String> {
        guard let images = bundles[bundle] else { return names }
        return names.filter { images.kept[$0] == nil }
    }

    /// The images of `names` kept for `bundle` (a name without one left out), each marked as used now.
    public mutating func images(_ names: Set<String>, of bundle: String) -> [String: Data] {
        var found: [String: Data] = [:]
        for name in names where bundles[bundle]?.kept[name] != nil {
            if let image = bundles[bundle]!.use(name) { found[name] = image }
        }
        return found
    }

    /// Keeps what the runtime answered for a name (nil: it has no such image), then forgets the
    /// bundle's least recently used names while it holds more than the limit. A name that alone is
    /// past the limit is not kept.
    public mutating func store(_ image: Data?, named name: String, of bundle: String) {
        let cost = Self.cost(of: image, named: name)
        guard cost <= bytesPerBundle else { return }
        var images = bundles[bundle] ?? Images()
        images.remove(name)
        images.kept[name] = (image, 0)
        images.bytes += cost
        _ = images.use(name)
        while images.bytes > bytesPerBundle, let oldest = images.leastRecent() { images.remove(oldest) }
        bundles[bundle] = images
    }

    /// The bytes kept for `bundle`, as counted against the limit.
    public func bytes(of bundle: String) -> Int { bundles[bundle]?.bytes ?? 0 }

    fileprivate static func cost(of image: Data?, named name: String) -> Int {
        (image?.count ?? 0) + name.utf8.count + bytesPerName
    }
}
