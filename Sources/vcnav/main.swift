import Scenes
import SimUIKit
import VCNavKit

// vcnav is VCNavKit with the demo as its app: the same call an app's own executable makes.
VCNav.main(app: ScenesApp.description)
