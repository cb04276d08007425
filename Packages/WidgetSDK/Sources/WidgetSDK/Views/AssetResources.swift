import Foundation
import WidgetWire

// The resources Xcode's generated asset symbols name (`ColorResource.brand`, `ImageResource.logo`),
// and the initializers that draw them. A ported target's symbols are generated from its catalogs by
// Packages/WidgetKit's XcodeSources plugin.

/// A colour set of an asset catalog in the bundle's `Resources/`.
public struct ColorResource: Hashable, Sendable {
    let name: String

    /// The colour set `name` (`Brand` for `Brand.colorset`); catalogs are the bundle's, whatever `bundle` is.
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// An image set of an asset catalog in the bundle's `Resources/`.
public struct ImageResource: Hashable, Sendable {
    let name: String

    /// The image set `name` (`Logo` for `Logo.imageset`); catalogs are the bundle's, whatever `bundle` is.
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
    /// A catalog's colour, drawn as `Color("Name")` is.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
    /// A catalog's image, drawn as `Image("Name")` is.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension UIColor {
    /// A catalog's colour, drawn as `Color("Name")` is.
    public convenience init(resource: ColorResource) { self.init(Color(resource)) }
}

extension UIImage {
    /// A catalog's image, drawn as `Image("Name")` is.
    public init(resource: ImageResource) { node = ImageNode(resource: resource.name) }
}
