@testable import CourseCheckKit
import Testing

/// The mechanical conversion of `#if IOS_<k>_OR_LATER` into availability data.
@Suite("Converting release conditions to availability data")
struct AvailabilityConversionTests {
    @Test func aConditionalDeprecationBecomesData() {
        let text = """
            extension Text {
                #if IOS_26_OR_LATER
                @available(*, deprecated, message: "Use interpolation")
                #endif
                public static func + (lhs: Text, rhs: Text) -> Text { lhs }
            }
            """
        let outcome = AvailabilityConversion.convert(text)
        #expect(outcome.text == """
            extension Text {
                @available(*, deprecated, message: "@available(iOS, deprecated: 26.0) Use interpolation")
                public static func + (lhs: Text, rhs: Text) -> Text { lhs }
            }
            """)
        #expect(outcome.converted == ["2: deprecated: 26.0"])
        #expect(outcome.leftAlone.isEmpty)
    }

    @Test func conditionalDeclarationsAreMarkedIntroduced() {
        let text = """
            #if IOS_27_OR_LATER
            extension View {
                /// New.
                public func a() -> some View { self }
            }

            /// Also new.
            @MainActor
            public struct B {}
            #endif
            """
        let outcome = AvailabilityConversion.convert(text)
        #expect(outcome.text == """
            @available(*, deprecated, message: "@available(iOS, introduced: 27.0)")
            extension View {
                /// New.
                public func a() -> some View { self }
            }

            /// Also new.
            @available(*, deprecated, message: "@available(iOS, introduced: 27.0)")
            @MainActor
            public struct B {}
            """)
    }

    @Test func aNegatedConditionIsObsoleted() {
        let outcome = AvailabilityConversion.convert("#if !IOS_20_OR_LATER\npublic func old() {}\n#endif")
        #expect(outcome.text == "@available(*, deprecated, message: \"@available(iOS, obsoleted: 20.0)\")\npublic func old() {}")
    }

    @Test func whatCannotBeConvertedIsLeftAndListed() {
        let withElse = "#if IOS_26_OR_LATER\npublic func a() {}\n#else\npublic func b() {}\n#endif"
        #expect(AvailabilityConversion.convert(withElse).text == withElse)
        #expect(AvailabilityConversion.convert(withElse).leftAlone == ["1: an #else branch"])
        let statement = "func f() {\n    #if IOS_26_OR_LATER\n    print(1)\n    #endif\n}"
        #expect(AvailabilityConversion.convert(statement).text == statement)
        #expect(AvailabilityConversion.convert(statement).leftAlone.count == 1)
    }
}
