// The keychain's names, with the values Apple's Security framework gives them, so items written by
// one spelling are found by another (`kSecClass` or "class").

// MARK: Item classes

public let kSecClass: CFString = "class"
public let kSecClassGenericPassword: CFString = "genp"
public let kSecClassInternetPassword: CFString = "inet"
public let kSecClassCertificate: CFString = "cert"
public let kSecClassKey: CFString = "keys"
public let kSecClassIdentity: CFString = "idnt"

// MARK: Attributes

public let kSecAttrService: CFString = "svce"
public let kSecAttrAccount: CFString = "acct"
public let kSecAttrServer: CFString = "srvr"
public let kSecAttrProtocol: CFString = "ptcl"
public let kSecAttrPort: CFString = "port"
public let kSecAttrPath: CFString = "path"
public let kSecAttrSecurityDomain: CFString = "sdmn"
public let kSecAttrAuthenticationType: CFString = "atyp"
public let kSecAttrLabel: CFString = "labl"
public let kSecAttrDescription: CFString = "desc"
public let kSecAttrComment: CFString = "icmt"
public let kSecAttrGeneric: CFString = "gena"
public let kSecAttrType: CFString = "type"
public let kSecAttrCreator: CFString = "crtr"
public let kSecAttrIsInvisible: CFString = "invi"
public let kSecAttrIsNegative: CFString = "nega"
public let kSecAttrCreationDate: CFString = "cdat"
public let kSecAttrModificationDate: CFString = "mdat"
/// Kept with the item; every item of a bundle is in its one file, whatever the group.
public let kSecAttrAccessGroup: CFString = "agrp"
/// Kept with the item; the file is readable by its owner only, locked or not.
public let kSecAttrAccessible: CFString = "pdmn"
public let kSecAttrAccessControl: CFString = "accc"
/// Kept with the item; nothing leaves the machine.
public let kSecAttrSynchronizable: CFString = "sync"
public let kSecAttrSynchronizableAny: CFString = "syna"

// MARK: When an item is readable (kept, not enforced)

public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
public let kSecAttrAccessibleAlways: CFString = "dk"
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

// MARK: Values, results and search

public let kSecValueData: CFString = "v_Data"
public let kSecValueRef: CFString = "v_Ref"
public let kSecValuePersistentRef: CFString = "v_PersistentRef"
public let kSecReturnData: CFString = "r_Data"
public let kSecReturnAttributes: CFString = "r_Attributes"
public let kSecReturnRef: CFString = "r_Ref"
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
public let kSecMatchLimit: CFString = "m_Limit"
public let kSecMatchLimitOne: CFString = "m_LimitOne"
public let kSecMatchLimitAll: CFString = "m_LimitAll"
public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"
public let kSecUseDataProtectionKeychain: CFString = "nleg"
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
public let kSecUseOperationPrompt: CFString = "u_OpPrompt"

// MARK: Internet protocols and authentication types (Apple's four-character codes)

public let kSecAttrProtocolHTTP: CFString = "http"
public let kSecAttrProtocolHTTPS: CFString = "htps"
public let kSecAttrProtocolFTP: CFString = "ftp "
public let kSecAttrProtocolSSH: CFString = "ssh "
public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"
public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"
public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"

// MARK: Result codes

public let errSecSuccess: OSStatus = 0
public let errSecUnimplemented: OSStatus = -4
public let errSecDiskFull: OSStatus = -34
public let errSecIO: OSStatus = -36
public let errSecParam: OSStatus = -50
public let errSecWrPerm: OSStatus = -61
public let errSecAllocate: OSStatus = -108
public let errSecUserCanceled: OSStatus = -128
public let errSecBadReq: OSStatus = -909
public let errSecNotAvailable: OSStatus = -25291
public let errSecAuthFailed: OSStatus = -25293
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecDecode: OSStatus = -26275
public let errSecMissingEntitlement: OSStatus = -34018

/// What a result code means, as `SecCopyErrorMessageString` says it; nil for a code it does not know.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: "No error."
    case errSecUnimplemented: "Function or operation not implemented."
    case errSecDiskFull: "The disk is full."
    case errSecIO: "I/O error."
    case errSecParam: "One or more parameters passed to a function were not valid."
    case errSecWrPerm: "Write permissions error."
    case errSecAllocate: "Failed to allocate memory."
    case errSecUserCanceled: "User canceled the operation."
    case errSecBadReq: "Bad parameter or invalid state for operation."
    case errSecNotAvailable: "No keychain is available."
    case errSecAuthFailed: "The user name or passphrase you entered is not correct."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    case errSecInteractionNotAllowed: "User interaction is not allowed."
    case errSecDecode: "Unable to decode the provided data."
    case errSecMissingEntitlement: "A required entitlement isn't present."
    default: nil
    }
}
