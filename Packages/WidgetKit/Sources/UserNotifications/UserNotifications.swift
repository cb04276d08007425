// `import UserNotifications` in code written for Apple's platforms: the notification center's API,
// which builds and shows nothing. Authorization is denied (`requestAuthorization` answers false,
// settings say `.denied`), logged once; requests are accepted and kept as pending for this process,
// and none is delivered. As on Apple's platforms, importing it brings Foundation.
@_exported import Foundation
