variable "prefix" {
  default = "team"
}

variable "autoscale" {
  type    = bool
  default = false
}
