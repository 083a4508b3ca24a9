from hisparse_fix.cli import main

if __name__ == "__main__":
    main(prog_name="hisparse-fix")
