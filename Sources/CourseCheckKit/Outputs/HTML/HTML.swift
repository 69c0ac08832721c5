/// Small pieces of HTML, escaped.
enum HTML {
    /// A self-contained page: no script, no font or picture from elsewhere; styles for a phone's
    /// width and for print.
    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(XML.escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    static let style = """
        :root { --pass: #1a7f37; --fail: #cf222e; --known: #9a6700; --muted: #57606a; --line: #d0d7de; }
        * { box-sizing: border-box; }
        body { font: 15px/1.45 -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 0 auto; padding: 12px; max-width: 60rem; color: #1f2328; overflow-wrap: anywhere; }
        h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2rem; border-bottom: 1px solid var(--line); }
        h3 { font-size: 1rem; margin-bottom: .3rem; }
        a { color: #0969da; }
        pre, code { font: 12.5px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
        pre { background: #f6f8fa; border: 1px solid var(--line); border-radius: 6px; padding: 8px; overflow-x: auto; white-space: pre-wrap; max-width: 100%; }
        table { border-collapse: collapse; width: 100%; display: block; overflow-x: auto; }
        th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
        .pass { color: var(--pass); } .fail, .error, .unexpected-pass, .no-expectation { color: var(--fail); } .known-failure { color: var(--known); }
        .verdict { font-weight: 600; }
        .muted { color: var(--muted); }
        .diag { display: block; color: var(--fail); } .diag.warning { color: var(--known); } .diag.note { color: var(--muted); }
        .ln { color: var(--muted); display: inline-block; width: 3.2em; text-indent: 0; user-select: none; }
        pre.code { white-space: normal; } pre.code .line { display: block; white-space: pre-wrap; padding-left: 3.2em; text-indent: -3.2em; }
        pre.diff { white-space: pre-wrap; } pre.diff span { display: block; }
        pre.diff .del { background: #ffebe9; color: #82071e; } pre.diff .ins { background: #dafbe1; color: #116329; }
        pre.diff .hunk { color: var(--muted); } pre.diff .msg { color: var(--fail); font-weight: 600; }
        ul.failing li { margin: .2rem 0; }
        .pictures { display: flex; flex-wrap: wrap; gap: 12px; }
        figure { margin: 0; flex: 0 1 320px; min-width: 0; } figure svg { width: 100%; height: auto; display: block; }
        figcaption { font-size: 12px; color: var(--muted); }
        section.question { border-top: 2px solid var(--line); margin-top: 1.5rem; }
        @media print { body { max-width: none; } pre { white-space: pre-wrap; } section.question { break-inside: avoid-page; } }
        """
}
