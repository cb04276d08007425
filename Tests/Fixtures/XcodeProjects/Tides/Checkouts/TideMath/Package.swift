// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "TideMath",
    products: [.library(name: "TideMath", targets: ["TideMath"])],
    targets: [.target(name: "TideMath")]
)
