import UIKit

enum Links {
    static let home = URL(string: "https://example.com/start")!
}
