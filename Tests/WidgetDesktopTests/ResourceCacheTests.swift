import Foundation
import Testing
import WidgetDesktop

@Suite struct ResourceCacheTests {
    let megabyte = Data(repeating: 7, count: 1 << 20)

    /// A bundle naming 1,500 images of 1 MB (what grew the desktop by 2.2 MB a second): it keeps at
    /// most its share, the images drawn last, and asks again for those it forgot.
    @Test func aBundleKeepsItsShareAndForgetsTheLeastRecentlyDrawnFirst() {
        var cache = ResourceCache()
        for index in 0..<1_500 {
            cache.store(megabyte, named: "image\(index)", of: "org.hostile.images")
            #expect(cache.bytes(of: "org.hostile.images") <= ResourceCache.bytesPerBundle)
        }
        let kept = (0..<1_500).filter { cache.missing(["image\($0)"], of: "org.hostile.images").isEmpty }
        #expect(kept == Array(1_493..<1_500), "\(kept)")

        // Drawn again, an old image is kept over newer ones that were not.
        _ = cache.images(["image1493"], of: "org.hostile.images")
        cache.store(megabyte, named: "fresh", of: "org.hostile.images")
        #expect(cache.missing(["image1493", "image1494", "fresh"], of: "org.hostile.images") == ["image1494"])
        #expect(cache.images(["image1493", "image1494", "fresh"], of: "org.hostile.images").keys.sorted() == ["fresh", "image1493"])
    }

    /// Each bundle has its own share: one that asks for many images takes none of another's.
    @Test func oneBundleTakesNothingOfAnothersShare() {
        var cache = ResourceCache(bytesPerBundle: 4 << 20)
        cache.store(megabyte, named: "logo", of: "com.example.counter")
        for index in 0..<20 { cache.store(megabyte, named: "image\(index)", of: "org.hostile.images") }
        #expect(cache.images(["logo"], of: "com.example.counter") == ["logo": megabyte])
        #expect(cache.bytes(of: "com.example.counter") == megabyte.count + 4 + ResourceCache.bytesPerName)
        #expect(cache.bytes(of: "org.hostile.images") <= 4 << 20)
    }

    /// A name the runtime has no image of is kept as such and not asked again; it counts too, so
    /// endless new names are bounded as images are. A replaced image counts once; one larger than the
    /// share is not kept.
    @Test func namesWithoutImagesCountAndOversizedImagesAreNotKept() {
        var cache = ResourceCache(bytesPerBundle: 64 << 10)
        cache.store(nil, named: "none", of: "b")
        #expect(cache.missing(["none", "other"], of: "b") == ["other"])
        #expect(cache.images(["none"], of: "b").isEmpty)
        for index in 0..<10_000 { cache.store(nil, named: "name\(index)", of: "b") }
        #expect(cache.bytes(of: "b") <= 64 << 10)
        #expect(cache.missing(["name9999"], of: "b").isEmpty && !cache.missing(["name0"], of: "b").isEmpty)

        var replaced = ResourceCache()
        replaced.store(megabyte, named: "logo", of: "b")
        replaced.store(Data([1, 2, 3]), named: "logo", of: "b")
        #expect(replaced.bytes(of: "b") == 3 + 4 + ResourceCache.bytesPerName)
        replaced.store(Data(count: 9 << 20), named: "huge", of: "b")
        #expect(replaced.missing(["huge"], of: "b") == ["huge"])
        #expect(replaced.images(["logo"], of: "b") == ["logo": Data([1, 2, 3])])
    }
}
