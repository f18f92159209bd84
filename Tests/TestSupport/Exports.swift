// The test helpers an app's own tests get from VCNavTesting (record modes, the tmux terminal,
// replays) are the project's too: one implementation.
@_exported import VCNavTesting
