print("vcnav")
