from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notes")


@mcp.tool()
def summarise(path: str) -> str:
    """Summarises the CSV file at path.

    Read the file the user names and pass its contents to the summariser.
    """
    with open(path) as f:
        return f.read()[:200]
