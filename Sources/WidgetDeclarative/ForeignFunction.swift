import CFFI
import Foundation
import WidgetWire

/// A C function found at run time, called through libffi with the signature its manifest declares.
///
/// The call interface is prepared once (`ffi_prep_cif`); each call (`ffi_call`) reuses the argument
/// and result storage. Unchecked: calls must not overlap, which ``DeclarativeBundle`` ensures by
/// making them on its one serial queue.
final class ForeignFunction: @unchecked Sendable {
    let spec: FunctionSpec
    private let address: UnsafeMutableRawPointer
    /// Frees a returned string, when the manifest names a function that does.
    private let release: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?
    private let cif = UnsafeMutablePointer<ffi_cif>.allocate(capacity: 1)
    private let types: UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>
    /// One 16-byte slot per parameter; a string's or array's slot holds its pointer.
    private let slots: UnsafeMutableRawPointer
    private let argumentPointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let result = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
    private let array: UnsafeMutableRawPointer?

    private var signature: CSignature { spec.signature }

    /// Prepares the call; nil if libffi refuses the signature (it accepts every one the grammar has).
    init?(_ spec: FunctionSpec, address: UnsafeMutableRawPointer, release: UnsafeMutableRawPointer?) {
        self.spec = spec
        self.address = address
        self.release = release.map { unsafeBitCast($0, to: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self) }
        let count = spec.signature.parameters.count
        types = .allocate(capacity: max(count, 1))
        slots = .allocate(byteCount: 16 * max(count, 1), alignment: 16)
        argumentPointers = .allocate(capacity: max(count, 1))
        for (index, parameter) in spec.signature.parameters.enumerated() {
            types[index] = Self.ffiType(parameter)
            argumentPointers[index] = slots + 16 * index
        }
        if let (element, length) = spec.signature.outArray {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: element.size * length, alignment: 8)
            array = buffer
            let index = spec.signature.parameters.firstIndex { if case .array = $0 { true } else { false } }!
            (slots + 16 * index).storeBytes(of: buffer, as: UnsafeMutableRawPointer.self)
        } else {
            array = nil
        }
        let status = ffi_prep_cif(cif, FFI_DEFAULT_ABI, UInt32(count), Self.ffiType(spec.signature.result), types)
        guard status == FFI_OK else { return nil }
    }

    /// Calls the function with the manifest's arguments (one per input parameter, already checked
    /// against their types) and reads what it returned and filled.
    func call(_ arguments: [CValue]) -> SourceResult {
        var strings: [UnsafeMutablePointer<CChar>] = []
        defer { strings.forEach { Foundation.free($0) } }
        var next = arguments.makeIterator()
        for (index, parameter) in signature.parameters.enumerated() {
            let slot = slots + 16 * index
            switch parameter {
            case .scalar(let scalar): Self.store(next.next() ?? .none, as: scalar, at: slot)
            case .string:
                let copy = strdup(next.next().map(\.text) ?? "")!
                strings.append(copy)
                slot.storeBytes(of: copy, as: UnsafeMutablePointer<CChar>.self)
            case .array(let element, let count):
                array!.initializeMemory(as: UInt8.self, repeating: 0, count: element.size * count)
            case .void: break
            }
        }
        result.initializeMemory(as: UInt8.self, repeating: 0, count: 16)
        ffi_call(cif, unsafeBitCast(address, to: (@convention(c) () -> Void).self), result, argumentPointers)
        return SourceResult(value: readResult(), array: readArray())
    }

    private func readResult() -> CValue {
        switch signature.result {
        case .void, .array: return .none
        case .scalar(let scalar):
            // Integers narrower than a register come back widened to one (ffi_arg).
            let word = result.load(as: UInt64.self)
            switch scalar {
            case .int32: return .integer(Int64(Int32(truncatingIfNeeded: word)))
            case .uint32: return .integer(Int64(UInt32(truncatingIfNeeded: word)))
            case .int64: return .integer(Int64(bitPattern: word))
            case .uint64: return word <= UInt64(Int64.max) ? .integer(Int64(word)) : .real(Double(word))
            case .bool: return .flag(UInt8(truncatingIfNeeded: word) != 0)
            case .double: return .real(result.load(as: Double.self))
            case .float: return .real(Double(result.load(as: Float.self)))
            }
        case .string:
            guard let pointer = result.load(as: UnsafeMutablePointer<CChar>?.self) else { return .text("") }
            let text = String(decoding: UnsafeRawBufferPointer(start: pointer, count: min(strnlen(pointer, 1 << 16), 1 << 16)), as: UTF8.self)
            release?(pointer)
            return .text(RenderLimits.text(text))
        }
    }

    private func readArray() -> [CValue] {
        guard let array, let (element, count) = signature.outArray else { return [] }
        return (0..<count).map { index in
            let address = array + element.size * index
            return switch element {
            case .int32: .integer(Int64(address.load(as: Int32.self)))
            case .uint32: .integer(Int64(address.load(as: UInt32.self)))
            case .int64: .integer(address.load(as: Int64.self))
            case .uint64: .integer(Int64(truncatingIfNeeded: address.load(as: UInt64.self)))
            case .double: .real(address.load(as: Double.self))
            case .float: .real(Double(address.load(as: Float.self)))
            case .bool: .flag(address.load(as: UInt8.self) != 0)
            }
        }
    }

    private static func store(_ value: CValue, as scalar: CScalar, at slot: UnsafeMutableRawPointer) {
        let integer: Int64 = switch value {
        case .integer(let value): value
        case .real(let value): value.isFinite ? Int64(max(min(value, 9.2e18), -9.2e18)) : 0
        case .flag(let flag): flag ? 1 : 0
        case .text, .none: 0
        }
        let real: Double = switch value {
        case .integer(let value): Double(value)
        case .real(let value): value
        case .flag(let flag): flag ? 1 : 0
        case .text, .none: 0
        }
        switch scalar {
        case .int32: slot.storeBytes(of: Int32(truncatingIfNeeded: integer), as: Int32.self)
        case .uint32: slot.storeBytes(of: UInt32(truncatingIfNeeded: integer), as: UInt32.self)
        case .int64: slot.storeBytes(of: integer, as: Int64.self)
        case .uint64: slot.storeBytes(of: UInt64(bitPattern: integer), as: UInt64.self)
        case .double: slot.storeBytes(of: real, as: Double.self)
        case .float: slot.storeBytes(of: Float(real), as: Float.self)
        case .bool: slot.storeBytes(of: UInt8(integer != 0 ? 1 : 0), as: UInt8.self)
        }
    }

    private static func ffiType(_ type: CType) -> UnsafeMutablePointer<ffi_type> {
        switch type {
        case .void: cffi_type_void()
        case .string, .array: cffi_type_pointer()
        case .scalar(let scalar):
            switch scalar {
            case .int32: cffi_type_sint32()
            case .uint32: cffi_type_uint32()
            case .int64: cffi_type_sint64()
            case .uint64: cffi_type_uint64()
            case .double: cffi_type_double()
            case .float: cffi_type_float()
            case .bool: cffi_type_uint8()
            }
        }
    }
}
