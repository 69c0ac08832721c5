/// The resources a scenario declares in its header, passed to the run: images in the app's asset
/// catalog, and the simulated network's answers.
extension RunPlan {
    /// An image set of the asset catalog: its wells (1x, 2x, 3x; any or dark appearance).
    public struct Asset: Codable, Hashable, Sendable {
        public var name: String
        public var images: [AssetImage]
        public init(name: String, images: [AssetImage]) {
            self.name = name
            self.images = images
        }
    }

    /// One file in one well of an image set. Its pixel size was read from the file itself.
    public struct AssetImage: Codable, Hashable, Sendable {
        public var file: String
        public var scale: Double
        /// `any` or `dark`.
        public var appearance: String
        public var pixelWidth: Int
        public var pixelHeight: Int
        /// The picture's dominant colour (`#RRGGBB`), for the picture of the screen.
        public var color: String?
        public init(file: String, scale: Double, appearance: String, pixelWidth: Int, pixelHeight: Int, color: String?) {
            self.file = file
            self.scale = scale
            self.appearance = appearance
            self.pixelWidth = pixelWidth
            self.pixelHeight = pixelHeight
            self.color = color
        }
    }

    /// How the simulated network answers one URL.
    public struct NetworkRoute: Codable, Hashable, Sendable {
        public enum Body: Codable, Hashable, Sendable {
            case none
            /// A picture of this many pixels (served as a JPEG of that size).
            case image(width: Int, height: Int)
            case json(String)
        }
        public var url: String
        public var status: Int
        public var body: Body
        /// Seconds between the request and the answer.
        public var delay: Double
        /// `Cache-Control: max-age=N`, when the answer may be cached.
        public var maxAge: Double?
        public init(url: String, status: Int, body: Body, delay: Double = 0, maxAge: Double? = nil) {
            self.url = url
            self.status = status
            self.body = body
            self.delay = delay
            self.maxAge = maxAge
        }
    }
}
