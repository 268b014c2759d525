print("produce")
