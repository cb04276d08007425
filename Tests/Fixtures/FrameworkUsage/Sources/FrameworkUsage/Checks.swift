import CryptoKit
import EventKit
import Foundation
import MapKit
import Network
import Security
import StoreKit
import TipKit
import WeatherKit
import UniformTypeIdentifiers
import UserNotifications

/// What each framework does here, checked.
enum Checks {
    static func all() async throws {
        try crypto()
        try keychain()
        network()
        fileTypes()
        await notifications()
        keyValueStore()
        await maps()
        await store()
        await weather()
        await platform()
        print("all checks passed")
    }

    static func crypto() throws {
        expect(Hashing.sha256("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", "SHA256 of abc")
        expect(Hashing.md5("abc") == "900150983cd24fb0d6963f7d28e17f72", "Insecure.MD5 of abc")
        expect(
            Hashing.hmac("The quick brown fox jumps over the lazy dog", key: "key")
                == "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8", "HMAC<SHA256>")
        try expect(Hashing.roundTrips("secret"), "AES.GCM and ChaChaPoly round trip")
    }

    static func fileTypes() {
        expect(UTType(filenameExtension: "png") == .png, "UTType(filenameExtension: png) is .png")
        expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text), "png conforms to image and data, not text")
        expect(UTType(mimeType: "application/json") == .json && UTType.json.preferredFilenameExtension == "json", "json by MIME type")
        expect(UTType("public.jpeg") == .jpeg && UTType.jpeg.preferredMIMEType == "image/jpeg", "jpeg by identifier")
        expect(UTType.utf8PlainText.supertypes.isSuperset(of: [.plainText, .text, .data, .item, .content]), "utf8PlainText's supertypes")
        expect(UTType("com.example.nothing") == nil, "an unknown identifier is nil")
        expect(UTType(filenameExtension: "xyzzy").map { $0.isDynamic && $0.conforms(to: .data) } == true, "an unknown extension is a dynamic data type")
        expect(FileTypes.iconName(forFile: URL(fileURLWithPath: "/tmp/clip.MP4")) == "film", "an mp4 is a movie")
        expect(FileTypes.mimeType(forFile: URL(fileURLWithPath: "/tmp/song.mp3")) == "audio/mpeg", "an mp3's MIME type")
        expect(FileTypes.exportURL(in: URL(fileURLWithPath: "/tmp"), name: "export").lastPathComponent == "export.json", "appendingPathComponent(_:conformingTo:)")
    }

    static func notifications() async {
        let reminders = ReminderScheduler()
        let granted = await reminders.requestPermission()
        expect(granted == false, "notification authorization is denied")
        let status = await reminders.status()
        expect(status == .denied, "the settings say denied")
        let identifier = try? await reminders.scheduleDailyReminder(hour: 9)
        expect(identifier == "daily-reminder", "a request is accepted")
        let pending = await reminders.center.pendingNotificationRequests().map(\.identifier)
        expect(pending == ["daily-reminder"], "and pending")
        reminders.center.removeAllPendingNotificationRequests()
        let left = await reminders.center.pendingNotificationRequests()
        expect(left.isEmpty, "removeAllPendingNotificationRequests")
    }

    static func keyValueStore() {
        let settings = SettingsSync()
        settings.reset()
        settings.favoriteCity = "Lisbon"
        settings.launchCount += 2
        settings.usesMetric = true
        expect(settings.favoriteCity == "Lisbon" && settings.launchCount == 2 && settings.usesMetric, "NSUbiquitousKeyValueStore keeps values")
        expect(NSUbiquitousKeyValueStore.default.dictionaryRepresentation["favoriteCity"] as? String == "Lisbon", "its dictionaryRepresentation")
    }

    static func maps() async {
        let region = Places.region(around: Places.lisbon)
        expect(abs(region.span.latitudeDelta - 0.0449) < 0.001 && region.span.longitudeDelta > region.span.latitudeDelta, "a region in meters around Lisbon")
        let point = MKMapPoint(Places.lisbon)
        expect(abs(point.coordinate.latitude - Places.lisbon.latitude) < 1e-9 && abs(point.coordinate.longitude - Places.lisbon.longitude) < 1e-9, "MKMapPoint round trip")
        expect(MKMapRect.world.contains(point) && abs(MKMapPoint(x: 0, y: 0).distance(to: MKMapPoint(x: 0, y: 0))) < 1e-9, "MKMapRect.world contains it")
        expect(Places.pin("Home", at: Places.lisbon).title == "Home", "MKPointAnnotation")
        let seen = CLLocation(
            coordinate: Places.lisbon, altitude: 12, horizontalAccuracy: 5, verticalAccuracy: 3, course: 90, speed: 1.5,
            timestamp: Date(timeIntervalSince1970: 1_700_000_000))
        let kept = (try? Places.keptAndRead(seen)) ?? nil
        expect(
            kept?.coordinate.latitude == Places.lisbon.latitude && kept?.altitude == 12 && kept?.course == 90 && kept?.speed == 1.5
                && kept?.timestamp == seen.timestamp, "CLLocation archived with secure coding and read back: \(kept.map { "\($0)" } ?? "nil")")
        if case .failure(let error as MKError) = await Places.search("coffee", near: Places.lisbon) {
            expect(error.code == .serverFailure && "\(error)".contains("MKLocalSearch"), "MKLocalSearch fails naming itself: \(error)")
        } else {
            expect(false, "MKLocalSearch fails")
        }
        let snapshotError = await Places.snapshot(of: Places.lisbon)
        expect("\(snapshotError.map { "\($0)" } ?? "")".contains("MKMapSnapshotter"), "MKMapSnapshotter fails naming itself")
        _ = PlaceMap().body
    }

    @MainActor static func store() async {
        let store = Store()
        let loaded: Void? = try? await store.loadProducts()
        expect(loaded != nil && store.products.isEmpty, "Product.products(for:) finds none")
        await store.updatePurchasedProducts()
        expect(!store.isPro, "Transaction.currentEntitlements is empty")
        let restored = await store.restore()
        expect(restored != nil, "AppStore.sync fails")
        store.askForReview()
    }

    static func weather() async {
        do {
            _ = try await WeatherFetcher().currentTemperature(latitude: 38.72, longitude: -9.14)
            expect(false, "WeatherService fails")
        } catch {
            expect(error is WeatherServiceUnavailable && error.localizedDescription.contains("fetch the weather over the network"), "WeatherService throws: \(error.localizedDescription)")
        }
        let highs = try? await WeatherFetcher().highs(latitude: 0, longitude: 0)
        expect(highs == nil, "weather(for:including:) throws too")
    }

    static func platform() async {
        expect(!Platform.watchIsReachable(), "WCSession.isSupported() is false")
        let access = await Platform.calendarAccess()
        expect(!access && EKEventStore.authorizationStatus(for: .event) == .denied, "EventKit access is denied")
        Platform.speak("hello")
        expect(!Platform.playSound(named: "chime"), "no sound plays")
        expect(Platform.appleIDRequest().requestedScopes == [.fullName, .email], "an Apple ID request builds")
        expect(Platform.browser(for: URL(string: "https://example.com")!).url.host == "example.com", "SFSafariViewController builds")
        expect(Platform.webView(loading: URL(string: "https://example.com")!).url == nil, "WKWebView loads nothing")
        try? Tips.configure([.displayFrequency(.immediate)])
        expect(!FavoriteTip().shouldDisplay, "tips do not show")
        expect(FavoriteTip().rules.count == 1 && FavoriteTip().options.count == 2 && FavoriteTip.favoriteAdded.donations.isEmpty, "a tip's #Rule and event build; no donations are kept")
        _ = TipView(FavoriteTip()).body
    }

    static func network() {
        let monitor = NetworkMonitor.shared
        monitor.startMonitoring()
        expect(monitor.firstUpdate.wait(timeout: .now() + 5) == .success, "NWPathMonitor calls its handler")
        let names = monitor.interfaces.map { "\($0.name) (\($0.type))" }
        print("path: connected \(monitor.isConnected), via \(monitor.connectionType.map { "\($0)" } ?? "nothing"), interfaces \(names)")
        expect(monitor.interfaces.contains { $0.type == .loopback && $0.name == "lo" }, "the loopback interface is among the available ones")
        expect(NWPathMonitor().currentPath.status == (monitor.isConnected ? .satisfied : .unsatisfied), "currentPath agrees with the handler's")
        expect(NWPathMonitor(requiredInterfaceType: .loopback).currentPath.availableInterfaces.allSatisfy { $0.type == .loopback }, "requiredInterfaceType")
        monitor.stopMonitoring()

        let connection = NWConnection(host: "example.com", port: .https, using: .tls)
        let failed = DispatchSemaphore(value: 0)
        connection.stateUpdateHandler = { state in
            if case .failed(let error) = state, error == .posix(.EOPNOTSUPP) { failed.signal() }
        }
        connection.start(queue: .global())
        expect(failed.wait(timeout: .now() + 5) == .success, "NWConnection fails with EOPNOTSUPP")
    }

    static func keychain() throws {
        let keychain = KeychainHelper.standard
        let service = "com.example.token"
        keychain.delete(service: service, account: "first")
        keychain.delete(service: service, account: "second")
        try keychain.save(Data("one".utf8), service: service, account: "first")
        expect(keychain.read(service: service, account: "first") == Data("one".utf8), "keychain add then copy")
        do {
            try keychain.save(Data("again".utf8), service: service, account: "first")
            expect(false, "a second add of the same item fails")
        } catch KeychainHelper.KeychainError.duplicateEntry {
            print("ok: errSecDuplicateItem for the same service and account")
        }
        expect(keychain.update(Data("two".utf8), service: service, account: "first") == errSecSuccess, "keychain update")
        expect(keychain.read(service: service, account: "first") == Data("two".utf8), "the update is read back")
        try keychain.save(Data("shared".utf8), service: service, account: "second")
        let all = keychain.attributes(service: service)
        expect(all.count == 2 && all.contains { $0[kSecAttrAccount as String] as? String == "second" && $0[kSecValueData as String] as? Data == Data("shared".utf8) }, "kSecMatchLimitAll with attributes and data")
        expect(keychain.delete(service: service, account: "first") == errSecSuccess, "keychain delete")
        expect(keychain.read(service: service, account: "first") == nil, "a deleted item is gone")
        expect(keychain.delete(service: service, account: "first") == errSecItemNotFound, "errSecItemNotFound")
        SecItemDelete([kSecClass: kSecClassInternetPassword, kSecAttrServer: "example.com"] as CFDictionary)
        expect(keychain.saveInternetPassword("pw", server: "example.com", account: "me") == errSecSuccess, "an internet password")
        expect(keychain.saveInternetPassword("pw", server: "example.com", account: "me") == errSecDuplicateItem, "the same internet password twice")

        // Another process sees the item.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        reader.arguments = ["keychain-read"]
        let output = Pipe()
        reader.standardOutput = output
        try reader.run()
        reader.waitUntilExit()
        let seen = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        expect(seen.trimmingCharacters(in: .whitespacesAndNewlines) == "shared", "a second process reads the item (it read '\(seen)')")

        let base = ProcessInfo.processInfo.environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        let file = base.appendingPathComponent("widgets/keychain/FrameworkUsage")
        let mode = (try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue
        expect(mode == 0o600, "\(file.path) has mode 0600 (it has \(mode.map { String($0, radix: 8) } ?? "none"))")
        let der = Data([0x30, 0x03, 0x02, 0x01, 0x01])
        let certificate = SecCertificateCreateWithData(nil, der as CFData)
        expect(certificate.map { SecCertificateCopyData($0) as Data } == der, "SecCertificate keeps its DER bytes")
        var random = [UInt8](repeating: 0, count: 32)
        expect(SecRandomCopyBytes(kSecRandomDefault, random.count, &random) == errSecSuccess && random.contains { $0 != 0 }, "SecRandomCopyBytes")
    }
}
