// The same card with Text(verbatim:): the compiler's floor for the slowest pattern found in course-like code (issue 9): integer arithmetic inside Text
// interpolations in a builder closure. scripts/benchmark.sh times its type-check.
import SwiftUI

struct ScoreCard: View {
    let correct: Int
    let total: Int
    let streak: Int
    let isBest: Bool

    var body: some View {
        VStack(spacing: 8) {
            Text(verbatim: "Score: \(correct * 10 + streak * 5)")
                .font(.system(size: 28, weight: .bold))
                .foregroundStyle(isBest ? .orange : .primary)
            Text(verbatim: "\(correct) of \(total) correct, \(total - correct) to go")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(verbatim: "\(correct * 100 / total)% right")
                .font(.headline)
            Text(verbatim: "Next level in \(total * 10 - correct * 10 - streak * 5) points")
                .font(.footnote)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 16)
        .background(isBest ? Color.accentColor : Color.clear)
    }
}
