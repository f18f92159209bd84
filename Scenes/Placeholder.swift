import SimUIKit
