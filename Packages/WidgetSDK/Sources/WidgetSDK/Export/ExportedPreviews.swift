#if canImport(Glibc)
import Glibc
#endif

/// The `#Preview`s of this library: the functions WidgetKit's macro exports (`widgets_preview_FILE_LINE_…`),
/// found among the library's dynamic symbols (read from its file's ELF `.dynsym`), each called once.
enum ExportedPreviews {
    static let prefix = "widgets_preview_"

    /// Every preview, in file and line order.
    static func make() -> [_PreviewDefinition] {
        guard let file = libraryFile(), let handle = dlopen(file, RTLD_NOW | RTLD_NOLOAD) else { return [] }
        defer { dlclose(handle) }
        return exportedNames(inFileAt: file).filter { $0.hasPrefix(prefix) }.sorted().compactMap { name in
            guard let symbol = dlsym(handle, name) else { return nil }
            let make = unsafeBitCast(symbol, to: (@convention(c) () -> UnsafeMutableRawPointer?).self)
            return make().map { Unmanaged<_PreviewDefinition>.fromOpaque($0).takeRetainedValue() }
        }
    }

    /// The file of the library this code is in: the mapping of `/proc/self/maps` that holds it.
    static func libraryFile() -> String? {
        let address = UInt(bitPattern: #dsohandle)
        guard let maps = fopen("/proc/self/maps", "r") else { return nil }
        defer { fclose(maps) }
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), maps) != nil {
            // "start-end perms offset dev inode   path"
            let fields = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                .split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[5].hasPrefix("/") else { continue }
            let range = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            if range.count == 2, (range[0]..<range[1]).contains(address) {
                return String(fields[5...].joined(separator: " ").dropLast(fields.last?.hasSuffix("\n") == true ? 1 : 0))
            }
        }
        return nil
    }

    /// The names of the symbols an ELF64 shared library defines in its dynamic symbol table; none for
    /// a file that is not one.
    static func exportedNames(inFileAt path: String) -> [String] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 64,
            let mapped = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED
        else { return [] }
        defer { munmap(mapped, Int(status.st_size)) }
        let file = UnsafeRawBufferPointer(start: mapped, count: Int(status.st_size))
        // "\x7fELF", 64-bit, little-endian.
        guard file[0] == 0x7F, file[1] == 0x45, file[2] == 0x4C, file[3] == 0x46, file[4] == 2, file[5] == 1 else { return [] }
        func integer<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> T? {
            guard offset >= 0, offset + MemoryLayout<T>.size <= file.count else { return nil }
            return T(littleEndian: file.loadUnaligned(fromByteOffset: offset, as: T.self))
        }
        guard let sections = integer(0x28, UInt64.self), sections < UInt64(file.count), let size = integer(0x3A, UInt16.self),
            let count = integer(0x3C, UInt16.self)
        else { return [] }
        func section(_ index: Int) -> (type: UInt32, offset: Int, size: Int, link: Int)? {
            let header = Int(sections) + index * Int(size)
            // Offsets and sizes past the file's end are cut to it: a file that lies is read no further.
            guard let type = integer(header + 4, UInt32.self), let offset = integer(header + 24, UInt64.self),
                let length = integer(header + 32, UInt64.self), let link = integer(header + 40, UInt32.self),
                offset <= UInt64(file.count)
            else { return nil }
            return (type, Int(offset), Int(min(length, UInt64(file.count) - offset)), Int(link))
        }
        // SHT_DYNSYM, and the string table its link names; each symbol 24 bytes.
        guard let symbols = (0..<Int(count)).lazy.compactMap(section).first(where: { $0.type == 11 }), let strings = section(symbols.link)
        else { return [] }
        var names: [String] = []
        for entry in stride(from: symbols.offset, to: symbols.offset + symbols.size, by: 24) {
            guard let name = integer(entry, UInt32.self), let index = integer(entry + 6, UInt16.self), index != 0 else { continue }
            let start = strings.offset + Int(name)
            guard start < min(file.count, strings.offset + strings.size) else { continue }
            let end = file[start..<min(file.count, strings.offset + strings.size)].firstIndex(of: 0) ?? start
            names.append(String(decoding: file[start..<end], as: UTF8.self))
        }
        return names
    }
}
