-- Drives flinklint server from Neovim's built-in LSP client (TestNeovim):
-- opens the seed job, waits for the FL001 diagnostic, fixes the buffer
-- without saving, and waits for the diagnostic to go.
local bin = os.getenv("FLINKLINT")
local root = os.getenv("WORKSPACE")
local job = root .. "/jobs/s3_json_sink.py"
local function codes()
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    out[#out + 1] = tostring(code)
  end
  return table.concat(out, ",")
end
local id = vim.lsp.start_client({ name = "flinklint", cmd = { bin, "server" }, root_dir = root })
vim.cmd("edit " .. job)
vim.lsp.buf_attach_client(0, id)
if not vim.wait(15000, function() return codes():find("FL001") ~= nil end, 50) then
  io.stderr:write("no FL001 diagnostic: [" .. codes() .. "]\n")
  vim.cmd("cquit 3")
end
local lines = vim.api.nvim_buf_get_lines(0, 0, -1, false)
for i, l in ipairs(lines) do
  if l:find("'auto%-compaction' = 'true'") then
    vim.api.nvim_buf_set_lines(0, i - 1, i, false, { (l:gsub("'true'", "'false'")) })
  end
end
if not vim.wait(15000, function() return codes():find("FL001") == nil end, 50) then
  io.stderr:write("FL001 still there after the edit: [" .. codes() .. "]\n")
  vim.cmd("cquit 4")
end
io.stdout:write("neovim: FL001 shown, then gone after the edit\n")
vim.cmd("qall!")
