-- Drives flinklint server's language service from Neovim's built-in LSP
-- client (TestNeovimLanguageService): opens the seed job, waits for its
-- diagnostics, then asks for its outline, the workspace's symbols, a hover
-- on an option key, the definition of a table (and jumps there, as gd
-- does), its references, and the completion of an option key typed into
-- the unsaved buffer (the chosen item's edit applied), and signature help
-- inside a function's arguments, each through the
-- client's own requests.
local bin = os.getenv("FLINKLINT")
local root = os.getenv("WORKSPACE")
local job = root .. "/jobs/s3_json_sink.py"
local function fail(code, msg)
  io.stderr:write(msg .. "\n")
  vim.cmd("cquit " .. code)
end
local function codes()
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    out[#out + 1] = tostring(code)
  end
  return table.concat(out, ",")
end
-- request sends a request through the client and returns its result.
local function request(method, params)
  local res, err = vim.lsp.buf_request_sync(0, method, params, 10000)
  if not res then
    fail(10, method .. ": no answer: " .. tostring(err))
  end
  for _, r in pairs(res) do
    if r.error then
      fail(11, method .. ": " .. vim.inspect(r.error))
    end
    return r.result
  end
  fail(12, method .. ": no client answered")
end
-- cursor_on puts the cursor on the n-th character of the first match of
-- pattern (a plain string) at or after line from.
local function cursor_on(text, n, from)
  local lines = vim.api.nvim_buf_get_lines(0, 0, -1, false)
  for i = from or 1, #lines do
    local col = lines[i]:find(text, 1, true)
    if col then
      vim.api.nvim_win_set_cursor(0, { i, col - 1 + n })
      return i
    end
  end
  fail(13, "no " .. text .. " in the buffer")
end

local id = vim.lsp.start_client({ name = "flinklint", cmd = { bin, "server" }, root_dir = root })
vim.cmd("edit " .. job)
vim.lsp.buf_attach_client(0, id)
if not vim.wait(15000, function() return codes():find("FL001") ~= nil end, 50) then
  fail(3, "no FL001 diagnostic: [" .. codes() .. "]")
end
local doc = { uri = vim.uri_from_bufnr(0) }

-- The outline.
local names = {}
for _, s in ipairs(request("textDocument/documentSymbol", { textDocument = doc })) do
  names[#names + 1] = s.name
end
if table.concat(names, "|") ~= "events|s3_sink|INSERT INTO s3_sink" then
  fail(4, "document symbols: " .. table.concat(names, "|"))
end
io.stdout:write("neovim: document symbols " .. table.concat(names, ", ") .. "\n")
local ws = request("workspace/symbol", { query = "sink" })
if #ws ~= 1 or ws[1].name ~= "s3_sink" or ws[1].location.range.start.line ~= 30 then
  fail(5, "workspace symbols: " .. vim.inspect(ws))
end

-- Hover on the 'format' key of s3_sink (line 38).
cursor_on("'format'", 2, 30)
local h = request("textDocument/hover", vim.lsp.util.make_position_params())
local text = h and h.contents and h.contents.value or ""
if not text:find("'format'%*%*: option of the 'filesystem' connector %(Flink 1%.19") then
  fail(6, "hover: " .. vim.inspect(h))
end
io.stdout:write("neovim: hover " .. text:gsub("\n.*", "") .. "\n")

-- Definition of s3_sink from the INSERT, and the jump to it.
local insert = cursor_on("INSERT INTO s3_sink", 14)
local defs = request("textDocument/definition", vim.lsp.util.make_position_params())
if not defs or #defs ~= 1 then
  fail(7, "definition: " .. vim.inspect(defs))
end
vim.lsp.util.jump_to_location(defs[1], "utf-16")
local pos = vim.api.nvim_win_get_cursor(0)
local line = vim.api.nvim_buf_get_lines(0, pos[1] - 1, pos[1], false)[1]
if line:sub(pos[2] + 1, pos[2] + 7) ~= "s3_sink" or not line:find("CREATE TABLE s3_sink", 1, true) then
  fail(8, "after the jump the cursor is at " .. vim.inspect(pos) .. ": " .. line)
end
io.stdout:write(string.format("neovim: definition of s3_sink from line %d: line %d column %d\n", insert, pos[1], pos[2] + 1))

-- Its references, declaration included.
local params = vim.lsp.util.make_position_params()
params.context = { includeDeclaration = true }
local refs = request("textDocument/references", params)
if #refs ~= 2 or refs[2].range.start.line ~= insert - 1 then
  fail(9, "references: " .. vim.inspect(refs))
end
-- Signature help inside DATE_FORMAT's second argument (line 46), in the
-- string being typed: the function's signature with its parameters'
-- names, the second active.
cursor_on("'yyyy-MM-dd'", 5, 44)
local sh = request("textDocument/signatureHelp", vim.lsp.util.make_position_params())
local sig = sh and sh.signatures and sh.signatures[(sh.activeSignature or 0) + 1]
local active = sh and (sh.activeParameter or (sig and sig.activeParameter))
if not sig or sig.label ~= "DATE_FORMAT(timestamp, string)" or active ~= 1 or #sig.parameters ~= 2 then
  fail(16, "signature help: " .. vim.inspect(sh))
end
-- A parameter's label is its span of the signature's label.
local span = sig.parameters[active + 1].label
local pname = type(span) == "table" and sig.label:sub(span[1] + 1, span[2]) or span
if pname ~= "string" then
  fail(17, "signature help: active parameter " .. vim.inspect(span) .. " of " .. sig.label)
end
-- The client's own rendering highlights the active parameter's span.
local lines, hl = vim.lsp.util.convert_signature_help_to_markdown_lines(sh, "sql")
if not lines or lines[2] ~= "DATE_FORMAT(timestamp, string)" or not hl or hl[1] ~= 23 or hl[2] ~= 29 then
  fail(18, "signature help rendering: " .. vim.inspect(lines) .. " " .. vim.inspect(hl))
end
io.stdout:write("neovim: signature help " .. sig.label .. ", parameter " .. active .. " (" .. pname .. ") active\n")
-- Completion: a new option key typed into s3_sink's WITH list, completed
-- from the filesystem connector's catalogue, and the chosen item's edit
-- applied to the buffer as the client applies it.
local fmt_line = cursor_on("'format' = 'json',", 0, 30)
vim.api.nvim_buf_set_lines(0, fmt_line, fmt_line, false, { "            'sink.rolling-policy.fi" })
-- The position after the typed text, as in insert mode (a normal-mode
-- cursor cannot stand past the line's last character).
local typed = { textDocument = doc, position = { line = fmt_line, character = #"            'sink.rolling-policy.fi" } }
local list = request("textDocument/completion", typed)
local items = list and (list.items or list) or {}
local chosen
for _, it in ipairs(items) do
  if it.label == "sink.rolling-policy.file-size" then
    chosen = it
  end
end
if not chosen then
  local labels = {}
  for _, it in ipairs(items) do labels[#labels + 1] = it.label end
  fail(14, "completion: no sink.rolling-policy.file-size among " .. table.concat(labels, ", "))
end
vim.lsp.util.apply_text_edits({ chosen.textEdit }, 0, "utf-16")
local after = vim.api.nvim_buf_get_lines(0, fmt_line, fmt_line + 1, false)[1]
if vim.trim(after) ~= "'sink.rolling-policy.file-size'" and vim.trim(after) ~= "'sink.rolling-policy.file-size" then
  fail(15, "after the completion the line is " .. after)
end
io.stdout:write("neovim: completion " .. #items .. " items, applied: " .. vim.trim(after) .. "\n")
io.stdout:write("neovim: language service answered\n")
vim.cmd("qall!")
