// The simulated clock and its ways of waiting (`Task.sleep`, `ContinuousClock`,
// `DispatchQueue.asyncAfter`) reach every scenario file through this module, which the
// harness imports into each one.
@_exported import SystemModel
