import CPangoCairo
import Foundation

/// A PNG's pixels, for comparing pictures (golden images) with a tolerance.
public struct PixelImage: Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied ARGB, one 32-bit word a pixel, row by row.
    public let pixels: [UInt32]

    /// A picture from its pixels: premultiplied ARGB words, row by row (a screenshot's).
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "a \(width)×\(height) picture has \(width * height) pixels, not \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The picture laid over an opaque color (premultiplied ARGB), as a screen without a compositor
    /// shows a window's transparent parts.
    public func over(_ background: UInt32) -> PixelImage {
        PixelImage(width: width, height: height, pixels: pixels.map { pixel in
            let alpha = pixel >> 24
            guard alpha < 255 else { return pixel }
            func channel(_ shift: UInt32) -> UInt32 {
                (pixel >> shift & 0xFF) + (background >> shift & 0xFF) * (255 - alpha) / 255
            }
            return 0xFF00_0000 | channel(16) << 16 | channel(8) << 8 | channel(0)
        })
    }

    /// Nil when the bytes are no PNG.
    public init?(png: Data) {
        guard let surface = Canvas.decodePNG(png) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))!
        defer { cairo_surface_destroy(converted) }
        let context = cairo_create(converted)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(converted)
        width = Int(cairo_image_surface_get_width(converted))
        height = Int(cairo_image_surface_get_height(converted))
        let stride = Int(cairo_image_surface_get_stride(converted))
        let data = cairo_image_surface_get_data(converted)!
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            pixels.append(contentsOf: UnsafeBufferPointer(start: line, count: width))
        }
        self.pixels = pixels
    }

    /// The picture as PNG bytes.
    public var png: Data {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(width, 1)), Int32(max(height, 1)))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        for row in 0..<height {
            let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width { line[column] = pixels[row * width + column] }
        }
        cairo_surface_mark_dirty(surface)
        return WidgetPainter.encode(surface)
    }

    /// A part of the picture; transparent where it reaches outside.
    public func region(x: Int, y: Int, width: Int, height: Int) -> PixelImage {
        var part = [UInt32](repeating: 0, count: width * height)
        for row in max(y, 0)..<max(max(y, 0), min(y + height, self.height)) {
            for column in max(x, 0)..<max(max(x, 0), min(x + width, self.width)) {
                part[(row - y) * width + column - x] = pixels[row * self.width + column]
            }
        }
        return PixelImage(width: width, height: height, pixels: part)
    }

    /// Where `picture` is in this one (its top-left corner), each of its pixels within `tolerance`
    /// levels but for `differing` of them (a share: its transparent corners over something else, say).
    public func find(_ picture: PixelImage, tolerance: Int = 24, differing: Double = 0.025) -> (x: Int, y: Int)? {
        guard picture.width <= width, picture.height <= height else { return nil }
        func near(_ a: UInt32, _ b: UInt32) -> Bool {
            stride(from: 0, to: 32, by: 8).allSatisfy { shift in abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)) <= tolerance }
        }
        // A few of its pixels inside its corners pick the candidates; the whole picture decides.
        let probes = [(2, 2), (1, 3), (3, 4), (3, 1)].map { x, y in
            (offset: y * picture.height / 5 * width + x * picture.width / 4, pixel: picture.pixels[y * picture.height / 5 * picture.width + x * picture.width / 4])
        }
        for y in 0...(height - picture.height) {
            for x in 0...(width - picture.width) {
                let corner = y * width + x
                guard probes.allSatisfy({ near(pixels[corner + $0.offset], $0.pixel) }) else { continue }
                if region(x: x, y: y, width: picture.width, height: picture.height).difference(from: picture, tolerance: tolerance) < differing {
                    return (x, y)
                }
            }
        }
        return nil
    }

    /// A pixel's color (its channels divided by its alpha), or nil outside the picture.
    public func color(x: Int, y: Int) -> RGBA? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let pixel = pixels[y * width + x]
        let alpha = Double(pixel >> 24 & 0xFF) / 255
        func channel(_ shift: UInt32) -> Double { alpha == 0 ? 0 : Double(pixel >> shift & 0xFF) / 255 / alpha }
        return RGBA(channel(16), channel(8), channel(0), alpha)
    }

    /// The share of pixels (0…1) whose channels differ from `other`'s by more than `tolerance`
    /// levels of 255; 1 when the sizes differ.
    public func difference(from other: PixelImage, tolerance: Int = 24) -> Double {
        guard width == other.width, height == other.height, !pixels.isEmpty else { return 1 }
        var differing = 0
        for (a, b) in zip(pixels, other.pixels) where a != b {
            let far = stride(from: 0, to: 32, by: 8).contains { shift in
                abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > tolerance
            }
            if far { differing += 1 }
        }
        return Double(differing) / Double(pixels.count)
    }
}
