print("coursecheck")
