// The macro library is loaded with `-load-plugin-library`, which needs no `CompilerPlugin` entry
// point: the compiler looks the macro types up by name (`#externalMacro(module:type:)`).
