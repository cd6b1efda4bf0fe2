package rules

// The id of every rule skillint has, family by family: the one list to read
// to know what skillint checks. Each rule is defined in its family's package
// (rules/<family>/), and rules/registry puts the families together and checks
// that the two agree (a rule without an id here, or an id here without a
// rule, fails the tests). To add a rule: its id here, its definition in its
// family file, its fixtures in testdata/rules/<id>/.
const (
	// io: files that cannot be read
	IO ID = "io" // The file can be read

	// file: the file itself
	FileBinary   ID = "file/binary"   // The file is text
	FileEncoding ID = "file/encoding" // The file is valid UTF-8
	FileNesting  ID = "file/nesting"  // Markdown is not nested absurdly deep
	FileSize     ID = "file/size"     // The file is not larger than skillint reads

	// suppression: inline suppressions
	SuppressionUnused ID = "suppression/unused" // An inline suppression suppresses something

	// skill: SKILL.md (Agent Skills)
	SkillAllowedToolsType        ID = "skill/allowed-tools.type"       // `allowed-tools` is a string or a list of tool names
	SkillClaudeAgentWithoutFork  ID = "skill/claude.agentWithoutFork"  // `agent` comes with `context: fork`
	SkillClaudeFieldType         ID = "skill/claude.fieldType"         // Claude Code's fields have their documented types
	SkillClaudeFieldValue        ID = "skill/claude.fieldValue"        // Claude Code's fields with a fixed set of values use one of them
	SkillClaudeListingLength     ID = "skill/claude.listingLength"     // Description and when_to_use fit Claude Code's skill listing
	SkillCompatibilityEmpty      ID = "skill/compatibility.empty"      // `compatibility`, when present, is not empty
	SkillCompatibilityMaxLength  ID = "skill/compatibility.maxLength"  // `compatibility` is at most 500 characters
	SkillCompatibilityType       ID = "skill/compatibility.type"       // `compatibility` is a string
	SkillComposition             ID = "skill/composition"              // `composition` has the extended specification's shape
	SkillDescriptionMaxLength    ID = "skill/description.maxLength"    // `description` is at most 1024 characters
	SkillDescriptionRequired     ID = "skill/description.required"     // The `description` field is present and not empty
	SkillDescriptionType         ID = "skill/description.type"         // `description` is a string
	SkillFilename                ID = "skill/filename"                 // The file is named SKILL.md
	SkillFrontmatterBom          ID = "skill/frontmatter.bom"          // No byte order mark before the frontmatter
	SkillFrontmatterDelimiter    ID = "skill/frontmatter.delimiter"    // Frontmatter delimiters are exactly `---`
	SkillFrontmatterDuplicateKey ID = "skill/frontmatter.duplicateKey" // No key is given twice
	SkillFrontmatterHostField    ID = "skill/frontmatter.hostField"    // A field that one host defines
	SkillFrontmatterMissing      ID = "skill/frontmatter.missing"      // SKILL.md starts with YAML frontmatter
	SkillFrontmatterSyntax       ID = "skill/frontmatter.syntax"       // The frontmatter is a valid YAML mapping
	SkillFrontmatterUnknownField ID = "skill/frontmatter.unknownField" // Frontmatter fields are ones the specification defines
	SkillLicenseType             ID = "skill/license.type"             // `license` is a string
	SkillMetadataType            ID = "skill/metadata.type"            // `metadata` is a mapping
	SkillMetadataValueType       ID = "skill/metadata.valueType"       // Every `metadata` value is a string
	SkillNameFormat              ID = "skill/name.format"              // `name` is lowercase letters, digits and single hyphens
	SkillNameMatchesDirectory    ID = "skill/name.matchesDirectory"    // `name` matches the skill's directory
	SkillNameMaxLength           ID = "skill/name.maxLength"           // `name` is at most 64 characters
	SkillNameRequired            ID = "skill/name.required"            // The `name` field is present
	SkillNameType                ID = "skill/name.type"                // `name` is a string
	SkillNameUnique              ID = "skill/name.unique"              // No two skills loaded together share a name
	SkillReferenceBackslash      ID = "skill/reference.backslash"      // Links use forward slashes
	SkillReferenceDepth          ID = "skill/reference.depth"          // Referenced files are one directory level deep
	SkillReferenceMissing        ID = "skill/reference.missing"        // Files the body links to exist
	SkillSecurity                ID = "skill/security"                 // The `security` manifest has the extended specification's shape
	SkillTesting                 ID = "skill/testing"                  // `testing` scenarios have the extended specification's shape
	SkillTools                   ID = "skill/tools"                    // The `tools` binding has the extended specification's shape

	// aip3: AIP-3 skills
	Aip3Manifest ID = "aip3/manifest" // An AIP-3 manifest (top-level `schema: skills/v1`) has AIP-3's fields and shapes
	Aip3Metadata ID = "aip3/metadata" // `metadata.aip3` has AIP-3's fields and shapes

	// agent3md: agent.3md
	Agent3mdCycle            ID = "agent3md/cycle"             // [[z=N]] dependencies must not form a cycle
	Agent3mdDeadLink         ID = "agent3md/dead-link"         // A [[z=N]] link must point at an existing plane
	Agent3mdDupInput         ID = "agent3md/dup-input"         // A skill declares each input once
	Agent3mdDuplicateTrigger ID = "agent3md/duplicate-trigger" // Two skills do not share a trigger phrase
	Agent3mdEmptyTriggers    ID = "agent3md/empty-triggers"    // `triggers` lists at least one phrase
	Agent3mdEntry            ID = "agent3md/entry"             // `entry:` must be the integer z of an existing plane
	Agent3mdFrontmatter      ID = "agent3md/frontmatter"       // The manifest must name the agent with `title` or `agent`
	Agent3mdIdentity         ID = "agent3md/identity"          // An agent has exactly one identity plane
	Agent3mdIdentityOrder    ID = "agent3md/identity-order"    // A fallback identity should also be the first plane
	Agent3mdInputType        ID = "agent3md/input-type"        // Input types come from the closed set
	Agent3mdKeyCase          ID = "agent3md/key-case"          // Manifest keys use their canonical case
	Agent3mdKind             ID = "agent3md/kind"              // `kind` is `identity` or `skill`
	Agent3mdMissingLabel     ID = "agent3md/missing-label"     // Every skill plane needs a label
	Agent3mdParse            ID = "agent3md/parse"             // The document must be valid base 3md
	Agent3mdPreambleLink     ID = "agent3md/preamble-link"     // A [[z=N]] link in the preamble points at a plane
	Agent3mdTool             ID = "agent3md/tool"              // A tool binding is not empty
	Agent3mdToolInput        ID = "agent3md/tool-input"        // Every {placeholder} in a tool command is a declared input
	Agent3mdTriggers         ID = "agent3md/triggers"          // A skill has triggers
	Agent3mdUnclosedFence    ID = "agent3md/unclosed-fence"    // Code fences are closed
	Agent3mdUndeclaredTool   ID = "agent3md/undeclared-tool"   // A skill's binary is listed in the manifest's `tools`
	Agent3mdUniqueSkill      ID = "agent3md/unique-skill"      // Skill labels must be unique
	Agent3mdUnusedInput      ID = "agent3md/unused-input"      // Every declared input is used by the tool command
	Agent3mdZValue           ID = "agent3md/z-value"           // Agent planes use non-negative integer z values

	// agentmd: the agents policy format (*.agent.md)
	AgentmdAbilities               ID = "agentmd/abilities"                // Abilities are known, scoped correctly, and not both allowed and denied
	AgentmdCommandArgs             ID = "agentmd/command-args"             // A command's body uses only the arguments its argument-hint names
	AgentmdCommandPath             ID = "agentmd/command-path"             // Local command paths exist
	AgentmdCommands                ID = "agentmd/commands"                 // `commands` items are paths, URLs or complete inline commands
	AgentmdConflict                ID = "agentmd/conflict"                 // Metadata and headings do not disagree
	AgentmdFieldType               ID = "agentmd/field-type"               // Metadata fields have the policy's types
	AgentmdFilename                ID = "agentmd/filename"                 // The file is named <category>_<agent-name>.agent.md
	AgentmdFrontmatterBom          ID = "agentmd/frontmatter.bom"          // No byte order mark before the frontmatter
	AgentmdFrontmatterDelimiter    ID = "agentmd/frontmatter.delimiter"    // Frontmatter delimiters are exactly `---`
	AgentmdFrontmatterDuplicateKey ID = "agentmd/frontmatter.duplicateKey" // No key is given twice
	AgentmdFrontmatterSyntax       ID = "agentmd/frontmatter.syntax"       // The frontmatter is a valid YAML mapping
	AgentmdIcon                    ID = "agentmd/icon"                     // `icon` is a single emoji
	AgentmdKeyCase                 ID = "agentmd/key-case"                 // No two metadata keys differ only in case
	AgentmdRequired                ID = "agentmd/required"                 // `required` lists environment variables and a startup tool
	AgentmdStartup                 ID = "agentmd/startup"                  // `required.startup` names a tool of the `## Tools` section
	AgentmdStatus                  ID = "agentmd/status"                   // `status` is active, deprecated or disabled
	AgentmdStatusInactive          ID = "agentmd/status.inactive"          // The agent is deprecated or disabled
	AgentmdTitle                   ID = "agentmd/title"                    // The agent has a title
	AgentmdToolScheme              ID = "agentmd/tool-scheme"              // Each tool's scheme has name, description and parameters
	AgentmdVersion                 ID = "agentmd/version"                  // `version` is a semantic version

	// copilot: GitHub Copilot / VS Code custom agents
	CopilotBodyMaxLength           ID = "copilot/body.maxLength"           // The body is at most 30,000 characters
	CopilotBoolean                 ID = "copilot/boolean"                  // Boolean fields are booleans
	CopilotDescriptionRequired     ID = "copilot/description.required"     // A custom agent has a description
	CopilotFieldType               ID = "copilot/field-type"               // Frontmatter fields have the documented types
	CopilotFrontmatterBom          ID = "copilot/frontmatter.bom"          // No byte order mark before the frontmatter
	CopilotFrontmatterDelimiter    ID = "copilot/frontmatter.delimiter"    // Frontmatter delimiters are exactly `---`
	CopilotFrontmatterDuplicateKey ID = "copilot/frontmatter.duplicateKey" // No key is given twice
	CopilotFrontmatterSyntax       ID = "copilot/frontmatter.syntax"       // The frontmatter is a valid YAML mapping
	CopilotHandoffs                ID = "copilot/handoffs"                 // `handoffs` entries have label, agent and prompt
	CopilotInfer                   ID = "copilot/infer"                    // `infer` is retired
	CopilotTarget                  ID = "copilot/target"                   // `target` is vscode or github-copilot
	CopilotTargetIgnored           ID = "copilot/target.ignored"           // No fields that `target: github-copilot` ignores
	CopilotTools                   ID = "copilot/tools"                    // `tools` is a list of tool names or a comma-separated string
	CopilotUnknownField            ID = "copilot/unknown-field"            // Frontmatter fields are documented ones
	CopilotUserInvokable           ID = "copilot/user-invokable"           // `user-invokable` is the VS Code docs' spelling of `user-invocable`

	// codex: Codex agents/openai.yaml inside a skill
	CodexIcon             ID = "codex/icon"              // Icons exist in the skill directory
	CodexShape            ID = "codex/shape"             // openai.yaml has the documented shape
	CodexShortDescription ID = "codex/short-description" // `short_description` is 25 to 64 characters
	CodexSyntax           ID = "codex/syntax"            // openai.yaml is valid YAML
	CodexUnknownField     ID = "codex/unknown-field"     // openai.yaml keys are documented ones

	// evals: Agent Skills evals/evals.json inside a skill
	EvalsDuplicateID  ID = "evals/duplicate-id"  // Eval ids are unique
	EvalsFiles        ID = "evals/files"         // Files an eval uses exist
	EvalsShape        ID = "evals/shape"         // evals.json has the documented shape
	EvalsSkillName    ID = "evals/skill-name"    // `skill_name` is the skill's name
	EvalsSyntax       ID = "evals/syntax"        // evals.json is valid JSON
	EvalsUnknownField ID = "evals/unknown-field" // evals.json keys are documented ones
	// command: Claude Code slash commands
	CommandArgumentHintList        ID = "command/argument-hint.list"       // `argument-hint` is a quoted string
	CommandArguments               ID = "command/arguments"                // Positional arguments are ones `argument-hint` names
	CommandFieldType               ID = "command/field-type"               // Frontmatter fields have the documented types
	CommandFileReference           ID = "command/file-reference"           // Files included with `@` exist
	CommandFrontmatterBom          ID = "command/frontmatter.bom"          // No byte order mark before the frontmatter
	CommandFrontmatterDelimiter    ID = "command/frontmatter.delimiter"    // Frontmatter delimiters are exactly `---`
	CommandFrontmatterDuplicateKey ID = "command/frontmatter.duplicateKey" // No key is given twice
	CommandFrontmatterSyntax       ID = "command/frontmatter.syntax"       // The frontmatter is a valid YAML mapping
	CommandShellPermission         ID = "command/shell-permission"         // Shell lines are allowed by `allowed-tools`
	CommandTools                   ID = "command/tools"                    // Tool names are spelled as Claude Code spells them
	CommandUnknownField            ID = "command/unknown-field"            // Frontmatter fields are documented ones
	CommandValue                   ID = "command/value"                    // Fields with a fixed set of values use one of them
	// subagent: Claude Code subagents
	SubagentColor                   ID = "subagent/color"                    // `color` is one the /agents menu offers
	SubagentDescriptionRequired     ID = "subagent/description.required"     // A subagent has a description
	SubagentFieldType               ID = "subagent/field-type"               // Frontmatter fields have the documented types
	SubagentFrontmatterBom          ID = "subagent/frontmatter.bom"          // No byte order mark before the frontmatter
	SubagentFrontmatterDelimiter    ID = "subagent/frontmatter.delimiter"    // Frontmatter delimiters are exactly `---`
	SubagentFrontmatterDuplicateKey ID = "subagent/frontmatter.duplicateKey" // No key is given twice
	SubagentFrontmatterMissing      ID = "subagent/frontmatter.missing"      // A subagent file has frontmatter
	SubagentFrontmatterSyntax       ID = "subagent/frontmatter.syntax"       // The frontmatter is a valid YAML mapping
	SubagentModel                   ID = "subagent/model"                    // `model` is a Claude model alias or id
	SubagentNameFormat              ID = "subagent/name.format"              // The name is lowercase letters, digits and hyphens
	SubagentNameRequired            ID = "subagent/name.required"            // A subagent has a name
	SubagentPluginIgnored           ID = "subagent/plugin-ignored"           // A plugin's subagents do not set hooks, mcpServers or permissionMode
	SubagentSkills                  ID = "subagent/skills"                   // Skills a subagent preloads exist in the project
	SubagentTools                   ID = "subagent/tools"                    // Tool names are spelled as Claude Code spells them
	SubagentUnknownField            ID = "subagent/unknown-field"            // Frontmatter fields are documented ones
	SubagentValue                   ID = "subagent/value"                    // Fields with a fixed set of values use one of them
	// lint: best practice, every format
	LintContextBudget         ID = "lint/context-budget"          // Instructions loaded at activation stay within the context budget
	LintDefaultsOverMenus     ID = "lint/defaults-over-menus"     // Instructions state a default instead of a menu
	LintDescriptionQuality    ID = "lint/description-quality"     // The description says when to use the skill
	LintGotchasPresent        ID = "lint/gotchas-present"         // Longer instructions have a Gotchas section
	LintNoGenericInstructions ID = "lint/no-generic-instructions" // Instructions are specific, not generic advice
	LintProgressiveDisclosure ID = "lint/progressive-disclosure"  // Large instructions point to the files the skill bundles

	// security: security, every format and bundled files
	SecurityBidi                 ID = "security/bidi"                  // No bidirectional control characters
	SecurityBroadTools           ID = "security/broad-tools"           // Tool grants are scoped
	SecurityConcealment          ID = "security/concealment"           // Nothing is hidden from the user
	SecurityCredentialAccess     ID = "security/credential-access"     // No reading of credential stores
	SecurityCryptominer          ID = "security/cryptominer"           // No cryptocurrency miners
	SecurityDecodeExec           ID = "security/decode-exec"           // No decode-then-execute
	SecurityDescriptionInjection ID = "security/description-injection" // The description holds no instructions to the model
	SecurityDestructive          ID = "security/destructive"           // No destructive or weakening commands
	SecurityDownloadExec         ID = "security/download-exec"         // No download executed unchecked
	SecurityDependencyConfusion  ID = "security/dependency-confusion"  // Internal packages name their registry
	SecurityExfiltration         ID = "security/exfiltration"          // No secrets, credentials or the environment sent to a host
	SecurityEncodedBlob          ID = "security/encoded-blob"          // Long base64 or hex blobs are decoded and checked
	SecurityEnvHarvest           ID = "security/env-harvest"           // No bulk environment harvesting
	SecurityExfilEndpoint        ID = "security/exfil-endpoint"        // No exfiltration endpoints
	SecurityImageExfil           ID = "security/image-exfil"           // No data in rendered image URLs
	SecurityFundsTransfer        ID = "security/funds-transfer"        // The user's money goes where the user says
	SecurityHomoglyph            ID = "security/homoglyph"             // No mixed-script look-alikes
	SecurityHTMLComment          ID = "security/html-comment"          // No instructions hidden in HTML comments
	SecurityLinkRewrite          ID = "security/link-rewrite"          // Links reach the user as they are
	SecurityInstructionOverride  ID = "security/instruction-override"  // No instruction override
	SecurityObfuscatedCall       ID = "security/obfuscated-call"       // Functions are called by their names
	SecurityOpaqueFile           ID = "security/opaque-file"           // Every file bundled with a skill can be read
	SecurityPackageIndex         ID = "security/package-index"         // Packages come from the default index
	SecurityPadding              ID = "security/padding"               // No padding that pushes text out of view
	SecurityPermissionBypass     ID = "security/permission-bypass"     // No permission bypass
	SecurityPersistence          ID = "security/persistence"           // No persistence
	SecurityPipeToShell          ID = "security/pipe-to-shell"         // No download piped into a shell
	SecurityRemoteInstructions   ID = "security/remote-instructions"   // No instructions fetched at run time
	SecurityReverseShell         ID = "security/reverse-shell"         // No reverse shells
	SecuritySecret               ID = "security/secret"                // No hard-coded secrets
	SecuritySecretRequest        ID = "security/secret-request"        // The user is not asked for secrets
	SecuritySideEffects          ID = "security/side-effects"          // Skills that deploy, publish, delete or pay are invoked by the user
	SecuritySudoers              ID = "security/sudoers"               // No passwordless sudo rules
	SecurityTyposquat            ID = "security/typosquat"             // No look-alike names
	SecurityUnicodeTags          ID = "security/unicode-tags"          // No hidden Unicode tag characters
	SecurityUploadLocalData      ID = "security/upload-local-data"     // No upload of local data
	SecurityWeakenedChecks       ID = "security/weakened-checks"       // Security checks stay on
	SecurityZeroWidth            ID = "security/zero-width"            // No zero-width characters inside words or commands

	// plugin, marketplace, hooks, mcp: Claude Code plugin files (JSON)
	PluginJSONDuplicateKey     ID = "plugin/json.duplicateKey"     // No key is given twice in one object
	PluginJSONSyntax           ID = "plugin/json.syntax"           // The file is valid JSON
	PluginManifestType         ID = "plugin/manifest.type"         // plugin.json has a `name` and its fields have the documented types
	PluginManifestUnknownField ID = "plugin/manifest.unknownField" // plugin.json fields are ones Claude Code documents
	PluginNameFormat           ID = "plugin/name.format"           // The plugin name is kebab-case
	PluginPathFormat           ID = "plugin/path.format"           // Component paths start with `./` and stay inside the plugin
	PluginPathMissing          ID = "plugin/path.missing"          // Component paths in plugin.json (or a marketplace entry) exist in the plugin
	PluginRootMissing          ID = "plugin/root.missing"          // Files named by `${CLAUDE_PLUGIN_ROOT}` in hook and MCP commands exist
	MarketplaceNameReserved    ID = "marketplace/name.reserved"    // The marketplace name is not one Anthropic reserves
	MarketplacePluginDuplicate ID = "marketplace/plugin.duplicate" // No two plugin entries share a name
	MarketplacePluginMismatch  ID = "marketplace/plugin.mismatch"  // A plugin entry agrees with the plugin's own manifest
	MarketplaceShape           ID = "marketplace/shape"            // marketplace.json has a name, an owner, plugins, and each source a known form
	MarketplaceSourceLocal     ID = "marketplace/source.local"     // Local plugin sources start with `./`, stay inside the marketplace and exist
	MarketplaceUnknownField    ID = "marketplace/unknownField"     // marketplace.json keys are ones Claude Code documents
	HooksEvent                 ID = "hooks/event"                  // Hook events are Claude Code's event names
	HooksMatcher               ID = "hooks/matcher"                // Matchers are given only to events that use them
	HooksShape                 ID = "hooks/shape"                  // Hook configurations have Claude Code's shape
	HooksTimeout               ID = "hooks/timeout"                // Hook timeouts are positive and in seconds
	HooksUnknownField          ID = "hooks/unknownField"           // Hook groups and handlers use keys Claude Code documents
	MCPPackageUnpinned         ID = "mcp/package.unpinned"         // npx and uvx servers pin a package version
	MCPSecretInline            ID = "mcp/secret.inline"            // Credentials in `env` and `headers` are `${VAR}` references
	MCPShape                   ID = "mcp/shape"                    // MCP servers have a known transport and the keys it needs
	MCPUnknownField            ID = "mcp/unknownField"             // MCP server entries use keys Claude Code documents
)
