// `import UniformTypeIdentifiers` in code written for Apple's platforms: `UTType` with the system's
// common types (a table of Apple's identifiers, their file name extensions, MIME types and what each
// conforms to), looked up by identifier, extension or MIME type. As on Apple's platforms, importing
// it brings Foundation.
@_exported import Foundation
