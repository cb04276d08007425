import Foundation

/// Reads `<sky>` out of a forecast with `XMLParser` and its delegate.
final class ForecastParser: NSObject, XMLParserDelegate {
    private var element = ""
    private(set) var sky = ""

    static func sky(in xml: String) -> String {
        let delegate = ForecastParser()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        return parser.parse() ? delegate.sky : "unreadable"
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        element = name
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if element == "sky" { sky += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        element = ""
    }
}
