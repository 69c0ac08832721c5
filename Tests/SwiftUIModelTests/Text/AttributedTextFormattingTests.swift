import Foundation
@testable import SwiftUIModel
import Testing

/// iOS 26's formatting definitions: built by their builder, compared by their values; applying
/// one reports itself (the model has no rich TextEditor).
@Suite("Attributed text formatting definitions") @MainActor
struct AttributedTextFormattingTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Fonts: AttributedTextFormattingDefinition {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        var body: some AttributedTextFormattingDefinition<Scope> {
            ValueConstraint(for: \.font, values: [.body, .title], default: .body)
            ValueConstraint(for: \.foregroundColor, values: [.red, nil], default: nil)
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theBuilderListsTheConstraintsInOrder() {
        let body = Fonts().body
        #expect(type(of: body) == AttributedTextFormatting.TupleDefinition<AttributeScopes.SwiftUIAttributes,
                AttributedTextFormatting.ValueConstraint<AttributeScopes.SwiftUIAttributes, AttributeScopes.SwiftUIAttributes.FontAttribute>,
                AttributedTextFormatting.ValueConstraint<AttributeScopes.SwiftUIAttributes, AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute>>.self)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func constraintsOnTheSameValuesAreEqual() {
        typealias Constraint = AttributedTextFormatting.ValueConstraint<AttributeScopes.SwiftUIAttributes, AttributeScopes.SwiftUIAttributes.FontAttribute>
        let a = Constraint(for: \.font, values: [.body], default: .body)
        #expect(a == Constraint(for: AttributeScopes.SwiftUIAttributes.FontAttribute.self, values: [.body], default: .body))
        #expect(a != Constraint(for: \.font, values: [.title], default: .body))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func applyingADefinitionReportsItselfAndLeavesTheStringAsItIs() {
        _ = ModelProblems.take()
        var string = AttributedString("x")
        string.font = .largeTitle
        Fonts().constrain(&string)
        #expect(string.font == .largeTitle)
        #expect(ModelProblems.take().contains { $0.contains("AttributedTextFormattingDefinition.constrain(_:)") })
    }
}
